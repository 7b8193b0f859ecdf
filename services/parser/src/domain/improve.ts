import {
  type CurrentRecipe,
  pageUnreadableMessage,
  type ParseRecipeResponseDto,
  PARSE_MESSAGES,
  singleGroup,
} from '@cookmark/contracts';
import { AppError, ServiceUnavailable } from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ParsedRecipe } from '../extract/index.ts';
import { parseYield } from '../extract/index.ts';
import { FetchError, safeFetchPage, type SafeFetchOptions } from '../fetch/index.ts';
import { type PageReader, PageTooSlow } from '../reading/page-reader.ts';
import type { AiExtractor } from './ai-extractor.ts';
import type { PastedPages } from './pasted-pages.ts';
import { mergeRecipes, reportFor } from './recipe-result.ts';

export interface RecipeImproverDeps {
  ai: AiExtractor | null;
  fetchOptions: SafeFetchOptions;
  reader: PageReader;
  /** Pages the user pasted: read from here rather than fetched (they often cannot be). */
  pasted: PastedPages;
}

/** What a user is told when the page cannot be read again, else null (an unexpected error). */
function whyUnread(error: unknown): string | null {
  if (error instanceof FetchError) return error.userMessage;
  if (error instanceof PageTooSlow) return error.message;
  return null;
}

/** A 422: the page is what the AI reads, and there is nothing of it to read. */
class NothingToRead extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}

/** The add panel's recipe in the parsed-recipe shape (missing fields empty). */
function asParsed(current: CurrentRecipe, url: string): ParsedRecipe {
  const servingsText =
    current.servings === null || current.servings === undefined ? null : String(current.servings);
  const y = parseYield(current.yield ?? servingsText);
  const list = (v: string[] | null | undefined) => (v ?? []).map((s) => s.trim()).filter((s) => s !== '');
  const ingredients = list(current.ingredients);
  const instructions = list(current.instructions);
  return {
    title: current.title?.trim() ?? '',
    description: current.description?.trim() ?? '',
    ingredients,
    instructions,
    ingredientGroups: singleGroup(ingredients),
    instructionGroups: singleGroup(instructions),
    totalTime: current.totalTime ?? null,
    cookTime: current.cookTime ?? null,
    prepTime: current.prepTime ?? null,
    time: { prep: null, cook: null, total: null },
    difficulty: current.difficulty ?? null,
    servings: y.servings,
    yield: y.yield,
    tags: list(current.tags),
    notes: list(current.notes),
    sections: ingredients.length || instructions.length ? [{ name: null, ingredients, instructions }] : [],
    image: current.image ?? null,
    originalUrl: url,
    author: null,
    language: null,
  };
}

/**
 * 'Improve with AI': the page read again (or, when the user pasted it within the hour, the text kept
 * of it) and its text (bounded, see promptText) given to the AI extractor, whose recipe is completed
 * from the current one. Only the page's text reaches the
 * model, never the recipe the add panel sends: a page that cannot be read is a 422 saying why.
 */
export class RecipeImprover {
  private readonly deps: RecipeImproverDeps;

  constructor(deps: RecipeImproverDeps) {
    this.deps = deps;
  }

  get configured(): boolean {
    return this.deps.ai !== null;
  }

  /** Where the pages users paste are kept for it. */
  get pasted(): PastedPages {
    return this.deps.pasted;
  }

  /** `url` is the page's canonical address (pageUrlOrBadRequest); `log` the request's. */
  async improve(
    request: { url: string; userId: string; log: FastifyBaseLogger },
    currentRecipe: CurrentRecipe,
  ): Promise<ParseRecipeResponseDto> {
    const { url, log } = request;
    const { ai } = this.deps;
    if (!ai) throw new ServiceUnavailable(PARSE_MESSAGES.aiNotConfigured);
    const pasted = await this.deps.pasted.text(request.userId, url);
    const page = pasted === null ? await this.readPage(url, log) : { text: pasted, pageUrl: url };
    let improved: ParsedRecipe;
    try {
      improved = await ai.extract(page);
    } catch (error) {
      log.warn({ err: error }, 'AI improvement failed');
      throw new ServiceUnavailable(PARSE_MESSAGES.aiFailed);
    }
    return reportFor(mergeRecipes(improved, asParsed(currentRecipe, url)), 'ai', []);
  }

  /** The page's readable text and final address; a 422 when it cannot be read or has no text. */
  private async readPage(url: string, log: FastifyBaseLogger): Promise<{ text: string; pageUrl: string }> {
    let text: string;
    let pageUrl: string;
    try {
      const page = await safeFetchPage(url, this.deps.fetchOptions);
      text = await this.deps.reader.readableText(page.html);
      pageUrl = page.url;
    } catch (error) {
      const reason = whyUnread(error);
      if (reason === null) throw error;
      log.info({ reason }, 'improve: page not read, nothing for the AI');
      throw new NothingToRead(pageUnreadableMessage(reason));
    }
    if (text.trim() === '') throw new NothingToRead(PARSE_MESSAGES.pageEmpty);
    return { text, pageUrl };
  }
}
