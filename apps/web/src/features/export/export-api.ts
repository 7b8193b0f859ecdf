import type { GroceryListExportRequestInput, RecipeExportRequestInput } from '@cookmark/contracts';
import { throwIfNotOk } from '../../lib/api';

export const RECIPES_PDF_PATH = '/api/recipes/export/pdf';
export const LISTS_PDF_PATH = '/api/grocery-lists/export/pdf';

/** The file name the server chose (RFC 6266 `filename*` first), or `fallback`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one below, or the fallback.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

export interface PdfFile {
  blob: Blob;
  fileName: string;
}

async function postForPdf(path: string, body: unknown): Promise<PdfFile> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/pdf', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return {
    blob: await res.blob(),
    fileName: fileNameFrom(res.headers.get('content-disposition'), 'cookmark.pdf'),
  };
}

export const exportRecipesPdf = (input: RecipeExportRequestInput) => postForPdf(RECIPES_PDF_PATH, input);
export const exportListsPdf = (input: GroceryListExportRequestInput) => postForPdf(LISTS_PDF_PATH, input);
