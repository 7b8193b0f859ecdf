export { folderNames, type LibraryEntry, libraryZip } from './library-zip.ts';
export { COOKMARK_EXTENSION, type LibraryRecipe, recipeJsonLd } from './recipe-jsonld.ts';
