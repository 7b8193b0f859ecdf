/**
 * The PDF renderer as the task of the export pool (export-pool.ts), run in worker threads. Node
 * loads this file as it is (type stripping), also under Jest, whose transform does not reach
 * worker threads: import only modules plain Node can load.
 */
import { type PdfRequest, renderPdf } from './render-pdf.ts';

export default function render(request: PdfRequest): Promise<Uint8Array> {
  return renderPdf(request);
}
