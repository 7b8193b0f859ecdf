import {
  type CurrentRecipe,
  improveRecipeRequestSchema,
  type ImproveRecipeStatus,
  improveRecipeStatusSchema,
  PARSE_MESSAGES,
  parseRecipeResponseSchema,
  singleGroup,
} from '@cookmark/contracts';
import {
  type RateLimits,
  requireUser,
  ServiceUnavailable,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ParsedRecipe } from '../extract/index.ts';
import { parseYield } from '../extract/index.ts';
import { FetchError, safeFetchPage, type SafeFetchOptions } from '../fetch/index.ts';
import type { AiExtractor } from '../import/ai-extractor.ts';
import { mergeRecipes, recipeAsText, reportFor } from '../import/recipe-result.ts';
import { type PageReader, PageTooSlow } from '../reading/page-reader.ts';
import { pageUrlOrBadRequest } from './page-url.ts';

export interface ImproveRouteDeps {
  ai: AiExtractor | null;
  fetchOptions: SafeFetchOptions;
  rateLimits: RateLimits;
  reader: PageReader;
}

/** What a user is told when the page is not read again (the current recipe is used), else null. */
function whyUnread(error: unknown): string | null {
  if (error instanceof FetchError) return error.userMessage;
  if (error instanceof PageTooSlow) return error.message;
  return null;
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

export async function improveRoutes(instance: FastifyInstance, deps: ImproveRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const improvementsPerUser = await deps.rateLimits.hook(app, {
    name: 'improve:user',
    max: 10,
    windowMs: 60_000,
    key: (request) => request.session?.userId,
    message: PARSE_MESSAGES.tooManyImprovements,
  });
  // Public and cheap: the web app offers 'Improve with AI' only where it can work.
  app.get(
    '/api/improve-recipe/status',
    { schema: { response: { 200: improveRecipeStatusSchema } } },
    async (): Promise<ImproveRecipeStatus> => ({ configured: deps.ai !== null }),
  );
  app.post(
    '/api/improve-recipe',
    {
      preHandler: [requireUser, improvementsPerUser],
      schema: {
        body: z.preprocess((body) => body ?? {}, improveRecipeRequestSchema),
        response: { 200: parseRecipeResponseSchema },
      },
    },
    async (request) => {
      if (!deps.ai) throw new ServiceUnavailable(PARSE_MESSAGES.aiNotConfigured);
      const { body } = request;
      const url = pageUrlOrBadRequest(body.url);
      const current = asParsed(body.currentRecipe, url);

      const warnings: string[] = [];
      let text = '';
      let pageUrl = url;
      try {
        const page = await safeFetchPage(url, deps.fetchOptions);
        text = await deps.reader.readableText(page.html);
        pageUrl = page.url;
      } catch (error) {
        const reason = whyUnread(error);
        if (reason === null) throw error;
        request.log.info({ reason }, 'improve: page not read, using the current recipe');
        warnings.push(`The page could not be read again (${reason}); the current recipe was used`);
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
