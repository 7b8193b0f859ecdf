import type { ParseStage } from '@cookmark/queue';
import type { ExtractionResult } from '../extract/index.ts';
import { isGoodEnough } from '../extract/index.ts';
import { safeFetchPage, type SafeFetchOptions } from '../fetch/index.ts';
import type { PageReader } from '../reading/page-reader.ts';
import type { AiExtractor } from './ai-extractor.ts';
import { isBetter, mergeRecipes, reportFor } from './recipe-result.ts';
import type { PageRenderer } from './renderer.ts';

export interface ImportDeps {
  fetchOptions: SafeFetchOptions;
  /** Reads the fetched and rendered pages: untrusted HTML, never on the caller's event loop. */
  reader: PageReader;
  /** Headless browser for pages that build their recipe with JavaScript; null to skip. */
  renderer: PageRenderer | null;
  /** AI extraction for pages nothing else could read; null when not configured. */
  ai: AiExtractor | null;
  /** Problems that do not fail the import (browser or AI unavailable), for the logs. */
  onWarning?: (message: string, error: unknown) => void;
}

/**
 * One recipe import: safeFetchPage, then the extraction engine; if the recipe is incomplete or
 * fails the quality gate (extract/quality.ts), the page rendered in Chromium; if still not good
 * enough, the AI on the page's readable text. The best
 * result wins. Throws FetchError when the page cannot be fetched, PageTooSlow when it cannot be read
 * in time.
 */
export async function importRecipe(
  url: string,
  deps: ImportDeps,
  onStage: (stage: ParseStage) => Promise<void> = async () => undefined,
): Promise<ExtractionResult> {
  await onStage('fetching');
  const page = await safeFetchPage(url, deps.fetchOptions);
  await onStage('extracting');
  let best = await deps.reader.extractRecipe(page.html, page.url);
  let html = page.html;

  if (!isGoodEnough(best.recipe) && deps.renderer) {
    await onStage('rendering');
    try {
      const rendered = await deps.renderer.render(page.url, page.html);
      const result = await deps.reader.extractRecipe(rendered, page.url);
      if (isBetter(result, best)) {
        best = { recipe: result.recipe, report: { ...result.report, method: 'rendered' } };
        html = rendered;
      }
    } catch (error) {
      deps.onWarning?.('rendering failed', error);
      best.report.warnings.push('The page could not be rendered in a browser');
    }
  }

  if (!isGoodEnough(best.recipe) && deps.ai) {
    await onStage('ai');
    try {
      const text = await deps.reader.readableText(html);
      const fromAi = await deps.ai.extract({ text, pageUrl: page.url });
      const merged = reportFor(mergeRecipes(fromAi, best.recipe), 'ai', []);
      if (isBetter(merged, best)) best = merged;
    } catch (error) {
      deps.onWarning?.('AI extraction failed', error);
      best.report.warnings.push('AI extraction was not available');
    }
  }
  return best;
}
