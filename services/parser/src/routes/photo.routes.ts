import { PARSE_MESSAGES, PHOTO_LIMITS, parseRecipeResponseSchema } from '@cookmark/contracts';
import {
  AppError,
  type RateLimits,
  requireUser,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { PhotoReader } from '../photo/photo-reader.ts';

export interface PhotoRouteDeps {
  photos: PhotoReader;
  rateLimits: RateLimits;
  /** The signed-in user's imports (the same budget as pages' and pasted text's). */
  budgets: UserBudgets;
  importsPerMinute: number;
}

/** A little over the largest photo, so that the photo's own message says it is too large. */
const PHOTO_BODY_LIMIT = PHOTO_LIMITS.bytes + 1;

/**
 * POST /api/parse-recipe/photo (issue #33): the body is a photo of a cookbook page (JPEG, PNG or
 * WebP, at most 10 MB and 40 megapixels; its first bytes say what it is, whatever the Content-Type).
 * OCR runs in its own worker thread, one photo at a time, then the text reader; the answer fills
 * the add-recipe panel's preview like pasted text's. Nothing is kept.
 */
export async function photoRoutes(instance: FastifyInstance, deps: PhotoRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const importsPerAddress = await deps.rateLimits.hook(app, {
    name: 'parse-photo:ip',
    max: deps.importsPerMinute,
    windowMs: 60_000,
    message: PARSE_MESSAGES.tooManyImports,
  });
  // The file's bytes as they are, whatever type the browser named (JSON bodies stay JSON and are refused).
  app.addContentTypeParser(
    /^(?!application\/json)/,
    { parseAs: 'buffer', bodyLimit: PHOTO_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  // Fastify's own refusals of a body, in the photo's words; anything else goes on to the service's handler.
  app.setErrorHandler((error: { code?: string }) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, PARSE_MESSAGES.photoTooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      throw new AppError(415, PARSE_MESSAGES.photoNotImage);
    throw error;
  });
  app.post(
    '/api/parse-recipe/photo',
    {
      bodyLimit: PHOTO_BODY_LIMIT,
      onRequest: importsPerAddress,
      preHandler: requireUser,
      schema: {
        description:
          'Reads a recipe from a photo of a cookbook page. The body is the image file itself (JPEG, PNG or WebP, at most 10 MB and 40 megapixels), under any Content-Type but application/json.',
        response: { 200: parseRecipeResponseSchema },
      },
    },
    async (request) => {
      const userId = request.session?.userId ?? '';
      const file = Buffer.isBuffer(request.body) ? request.body : null;
      return deps.budgets.run(USER_BUDGETS.recipeImport, userId, () => deps.photos.readPhoto(file));
    },
  );
}
