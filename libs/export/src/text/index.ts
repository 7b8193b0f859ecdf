/** Plain-text formatting shared by the PDF renderer and the web app (no pdfkit, safe for the browser). */
export * from './recipe-text.ts';
export * from './grocery-text.ts';
export * from './file-name.ts';
