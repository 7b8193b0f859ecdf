/**
 * An upload's files into recipes (issue #33): each file's format is told by what it holds, never
 * by its name alone, and read by that format's reader; a recipe's photo is found beside it.
 * Pure code; the archive is opened (with its limits) before this runs.
 */
import { gunzipSync } from 'node:zlib';
import { extractRecipe } from '../extract/index.ts';
import { parseHtml } from '../extract/read/dom.ts';
import type {
  CollectionFile,
  CollectionFormat,
  CollectionReading,
  CollectionRecipe,
} from './collection-recipe.ts';
import { FileIndex, stem } from './file-index.ts';
import { filePhoto, PHOTO_FILE } from './photos.ts';
import { blankRecipe, withStepsInLimits } from './recipe-fields.ts';
import { chowdownFrontMatter, readChowdown } from './readers/chowdown.ts';
import { isCooklang, readCooklang } from './readers/cooklang.ts';
import { isCopyMeThatPage, readCopyMeThat } from './readers/copy-me-that.ts';
import { isRecipeCsv, readCsvExport } from './readers/csv-export.ts';
import { isMealieRecipe, readMealie } from './readers/mealie.ts';
import { isPaprikaRecipe, readPaprika } from './readers/paprika.ts';
import { readSchemaRecipe, schemaRecipeNode } from './readers/schema-org.ts';
import { isTandoorRecipe, readTandoor } from './readers/tandoor.ts';
import { COLLECTION_LIMITS, CollectionRefused, COLLECTION_MESSAGES } from './limits.ts';

/** What one file held: recipes of a format, or nothing a reader takes (photos, notes, debris). */
interface FileReading {
  format: CollectionFormat;
  recipes: CollectionRecipe[];
}

const utf8 = new TextDecoder('utf-8');
const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A JSON recipe of any app that writes one a file, with its photo from beside it. */
function readJson(file: CollectionFile, json: unknown, files: FileIndex): FileReading | null {
  const besideImage = (): ReturnType<typeof filePhoto> =>
    filePhoto(
      files.inFolder(file.path, [
        /^images\/original\./,
        /^full\./,
        /^image\./,
        /^images\/[^/]+$/,
        PHOTO_FILE,
      ]),
    );
  if (isPaprikaRecipe(json)) return { format: 'paprika', recipes: [readPaprika(json)] };
  if (isMealieRecipe(json)) return { format: 'mealie', recipes: [readMealie(json, besideImage())] };
  if (isTandoorRecipe(json)) return { format: 'tandoor', recipes: [readTandoor(json, besideImage())] };
  const node = schemaRecipeNode(json);
  if (node) return { format: 'schema.org', recipes: [readSchemaRecipe(node, besideImage())] };
  return null;
}

function readHtml(file: CollectionFile, text: string, files: FileIndex): FileReading {
  if (isCopyMeThatPage(parseHtml(text))) {
    return {
      format: 'copy-me-that',
      recipes: readCopyMeThat(text, (src) => filePhoto(files.relative(file.path, src))),
    };
  }
  const read = extractRecipe(text, '').recipe;
  return {
    format: 'web pages',
    recipes: [
      {
        ...blankRecipe(read.title),
        description: read.description.trim() || null,
        ingredientGroups: read.ingredientGroups,
        instructionGroups: read.instructionGroups,
        notes: read.notes,
        prepTime: read.prepTime,
        cookTime: read.cookTime,
        totalTime: read.totalTime,
        servings: read.servings,
        tags: read.tags,
        sourceUrl: read.originalUrl || null,
        photo: read.image ? { url: read.image } : null,
      },
    ],
  };
}

/** One file by what it holds; null for files that are not recipes (photos, a README). */
function readFile(file: CollectionFile, files: FileIndex): FileReading | null {
  if (isGzip(file.bytes)) {
    const json = parseJson(
      utf8.decode(gunzipSync(file.bytes, { maxOutputLength: COLLECTION_LIMITS.fileBytes })),
    );
    if (isPaprikaRecipe(json)) return { format: 'paprika', recipes: [readPaprika(json)] };
    throw new CollectionRefused(COLLECTION_MESSAGES.notRecipes(file.path));
  }
  const text = utf8.decode(file.bytes);
  const trimmed = text.trimStart().replace(/^\uFEFF/, '');
  if (/^[[{]/.test(trimmed)) {
    const json = parseJson(trimmed);
    if (json !== undefined) return readJson(file, json, files);
  }
  if (/^<(?:!doctype|html|head|body|meta|div)/i.test(trimmed)) return readHtml(file, text, files);
  if (chowdownFrontMatter(trimmed)) {
    const photoNamed = (name: string) =>
      filePhoto(files.endingWith(`images/${name}`) ?? files.endingWith(name));
    return { format: 'chowdown', recipes: [readChowdown(trimmed, photoNamed)] };
  }
  if (isRecipeCsv(trimmed)) return { format: 'csv', recipes: readCsvExport(trimmed) };
  if (isCooklang(trimmed)) {
    const photo = filePhoto(
      files.inFolder(file.path, [new RegExp(`^${escape(stem(file.path))}\\.(?:jpe?g|png|webp)$`, 'i')]),
    );
    return { format: 'cooklang', recipes: [readCooklang(trimmed, stem(file.path), photo)] };
  }
  return null;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function readCollection(upload: readonly CollectionFile[]): CollectionReading {
  const files = new FileIndex(upload);
  const reading: CollectionReading = { format: 'web pages', recipes: [], failed: [] };
  const formats = new Set<CollectionFormat>();
  for (const file of files.files) {
    if (PHOTO_FILE.test(file.path)) continue;
    const read = readFile(file, files);
    if (!read) continue;
    formats.add(read.format);
    for (const recipe of read.recipes) {
      if (recipe.title === '') reading.failed.push({ name: file.path, reason: COLLECTION_MESSAGES.noTitle });
      else reading.recipes.push(withStepsInLimits(recipe));
    }
  }
  if (formats.size === 0) throw new CollectionRefused(COLLECTION_MESSAGES.noRecipes);
  reading.format = [...formats][0] as CollectionFormat;
  return reading;
}
