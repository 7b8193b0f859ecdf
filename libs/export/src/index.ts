export * from './text/index.ts';
export { type ExportList } from './pdf/blocks.ts';
export {
  exportConfigFields,
  ExportBusy,
  ExportPool,
  exportPoolFrom,
  type ExportPoolOptions,
  ExportTooSlow,
} from './pdf/export-pool.ts';
export { type PdfRequest, renderPdf } from './pdf/render-pdf.ts';
export { contentDisposition, pdfHeaders } from './pdf/pdf-headers.ts';
