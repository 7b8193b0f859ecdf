import {
  PARSE_MESSAGES,
  PARSE_TEXT_BODY_MAX,
  parseRecipeResponseSchema,
  parseRecipeTextRequestSchema,
} from '@cookmark/contracts';
import {
  type RateLimits,
  requireUser,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PageReader } from '../reading/page-reader.ts';

export interface TextRouteDeps {
  reader: PageReader;
  rateLimits: RateLimits;
  /** The signed-in user's imports (the same budget as pages'). */
  budgets: UserBudgets;
  importsPerMinute: number;
}

/**
 * POST /api/parse-recipe/text: a recipe from its pasted text (an e-mail, a message, a note), read
 * in the reading threads like pasted page source; nothing is fetched or kept. For signed-in users:
 * it fills the add-recipe panel's preview.
 */
export async function textRoutes(instance: FastifyInstance, deps: TextRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const importsPerAddress = await deps.rateLimits.hook(app, {
    name: 'parse-text:ip',
    max: deps.importsPerMinute,
    windowMs: 60_000,
    message: PARSE_MESSAGES.tooManyImports,
  });
  app.post(
    '/api/parse-recipe/text',
    {
      bodyLimit: PARSE_TEXT_BODY_MAX,
      onRequest: importsPerAddress,
      preHandler: requireUser,
      schema: {
        // No body reads as an empty one: its message asks for the text.
        body: z.preprocess((body) => body ?? {}, parseRecipeTextRequestSchema),
        response: { 200: parseRecipeResponseSchema },
      },
    },
    async (request) => {
      // requireUser ran: a signed-in user's session.
      const userId = request.session?.userId ?? '';
      return deps.budgets.run(USER_BUDGETS.recipeImport, userId, () =>
        deps.reader.readText(request.body.text),
      );
    },
  );
}
