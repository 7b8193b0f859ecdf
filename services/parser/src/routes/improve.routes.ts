import {
  type CurrentRecipe,
  improveRecipeRequestSchema,
  PARSE_MESSAGES,
  type ParseRecipeResponseDto,
  singleGroup,
} from '@cookmark/contracts';
import {
  currentUserId,
  type RateLimitRule,
  type RedisRateLimiter,
  requireUser,
  ServiceUnavailable,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ParsedRecipe } from '../extract/index.ts';
import { parseYield, readableText } from '../extract/index.ts';
import { FetchError, safeFetchPage, type SafeFetchOptions } from '../fetch/index.ts';
import type { AiExtractor } from '../import/ai-extractor.ts';
import { mergeRecipes, recipeAsText, reportFor } from '../import/recipe-result.ts';
import { pageUrlOrBadRequest } from './page-url.ts';

export interface ImproveRouteDeps {
  ai: AiExtractor | null;
  fetchOptions: SafeFetchOptions;
  limiter: RedisRateLimiter;
}

const IMPROVE_RULE: RateLimitRule = { max: 10, windowMs: 60_000 };

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

export async function improveRoutes(app: FastifyInstance, deps: ImproveRouteDeps): Promise<void> {
  app.post(
    '/api/improve-recipe',
    { preHandler: requireUser },
    async (request): Promise<ParseRecipeResponseDto> => {
      if (!deps.ai) throw new ServiceUnavailable(PARSE_MESSAGES.aiNotConfigured);
      await deps.limiter.hit(
        IMPROVE_RULE,
        [`improve:user:${currentUserId(request)}`],
        PARSE_MESSAGES.tooManyImprovements,
      );
      const body = improveRecipeRequestSchema.parse(request.body ?? {});
      const url = pageUrlOrBadRequest(body.url);
      const current = asParsed(body.currentRecipe, url);

      const warnings: string[] = [];
      let text = '';
      let pageUrl = url;
      try {
        const page = await safeFetchPage(url, deps.fetchOptions);
        text = readableText(page.html);
        pageUrl = page.url;
      } catch (error) {
        if (!(error instanceof FetchError)) throw error;
        request.log.info({ code: error.code }, 'improve: page not fetched, using the current recipe');
        warnings.push(`The page could not be read again (${error.userMessage}); the current recipe was used`);
      }
      if (text.trim() === '') text = recipeAsText(current);

      let improved: ParsedRecipe;
      try {
        improved = await deps.ai.extract({ text, pageUrl });
      } catch (error) {
        request.log.warn({ err: error }, 'AI improvement failed');
        throw new ServiceUnavailable(PARSE_MESSAGES.aiFailed);
      }
      return reportFor(mergeRecipes(improved, current), 'ai', warnings);
    },
  );
}
