import {
  messageResponseSchema,
  PHOTO_FILE_NAME,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  photoImportRequestSchema,
  RECIPE_MESSAGES,
  recipePhotoResponseSchema,
} from '@cookmark/contracts';
import {
  AppError,
  currentUserId,
  idParam,
  idParams,
  NotFound,
  noStore,
  requireUser,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RecipePhotos } from '../domain/recipe-photos.ts';

/** The body of an upload may be a little over the limit in transit; the domain checks the exact one. */
const UPLOAD_BODY_LIMIT = PHOTO_LIMITS.bytes + 1;
/** Stored files never change under one name (content-addressed keys). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A recipe's photo (issue #34): `PUT /api/recipe-photos/{recipeId}` with the image file as the body
 * (any Content-Type: the bytes say what it is), `POST .../import` with the image address an import
 * found, `DELETE` to remove it; owner only (another user's recipe answers the same 404 as a missing
 * one). `GET /photos/{name}` serves the files, public like any image on a page: names are
 * unguessable and never reused.
 */
export async function photoRoutes(
  instance: FastifyInstance,
  deps: { photos: RecipePhotos; budgets: UserBudgets },
): Promise<void> {
  const { photos, budgets } = deps;

  await instance.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireUser);
    noStore(app);
    // The file's bytes as they are, whatever type the browser named (JSON bodies stay JSON and are refused).
    app.addContentTypeParser(
      /^(?!application\/json)/,
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // Fastify's own refusals of a body, in the photo's words; anything else goes on to the service's handler.
    app.setErrorHandler((error: { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, PHOTO_MESSAGES.tooLarge);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        throw new AppError(415, PHOTO_MESSAGES.notImage);
      throw error;
    });
    const recipeId = (request: FastifyRequest) => idParam(request, RECIPE_MESSAGES.notFound);
    const answer = { 200: recipePhotoResponseSchema };

    const uploadSchema = {
      description:
        "Sets the recipe's photo. The body is the image file itself (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB), under any Content-Type but application/json: its first bytes say what it is.",
      params: idParams,
      response: answer,
    };
    app.put('/api/recipe-photos/:id', { schema: uploadSchema }, async (request) => {
      const file = Buffer.isBuffer(request.body) ? request.body : null;
      const id = recipeId(request);
      // Each upload and import counts against the user's budget (docs/limits.md).
      return {
        photo: await budgets.forRequest(USER_BUDGETS.recipePhoto, request, () =>
          photos.attach(currentUserId(request), id, file),
        ),
      };
    });

    app.post(
      '/api/recipe-photos/:id/import',
      { schema: { params: idParams, body: photoImportRequestSchema, response: answer } },
      async (request) => {
        const id = recipeId(request);
        return {
          photo: await budgets.forRequest(USER_BUDGETS.recipePhoto, request, () =>
            photos.importFrom(currentUserId(request), id, request.body.url, request.id),
          ),
        };
      },
    );

    app.delete(
      '/api/recipe-photos/:id',
      { schema: { params: idParams, response: { 200: messageResponseSchema } } },
      async (request) => {
        await photos.remove(currentUserId(request), recipeId(request));
        return { message: PHOTO_MESSAGES.removed };
      },
    );
  });

  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/photos/:name',
    { schema: { params: z.object({ name: z.string() }), hide: true } },
    async (request, reply) => {
      const match = PHOTO_FILE_NAME.exec(request.params.name);
      if (!match) throw new NotFound(PHOTO_MESSAGES.notFound);
      const file = await photos.read(request.params.name);
      if (!file) throw new NotFound(PHOTO_MESSAGES.notFound);
      return reply
        .header('content-type', match[2] === undefined ? 'image/jpeg' : 'image/webp')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file);
    },
  );
}
