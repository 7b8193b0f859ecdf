/**
 * `attachment` with the file name for every browser: a plain ASCII `filename` (accents dropped,
 * other scripts left out) and the exact one as RFC 6266's `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '')
    .replace(/^[-.]+/, '');
  const fallback = ascii.length > '.pdf'.length ? ascii : 'cookmark-export.pdf';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The headers of a PDF download that is never cached. */
export function pdfHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition(fileName),
    'cache-control': 'private, no-store',
  };
}
