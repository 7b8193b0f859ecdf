import {
  messageResponseSchema,
  RECIPE_MESSAGES,
  SHARE_MESSAGES,
  SHARE_TOKEN_PATTERN,
  type ShareLink,
  shareLinkSchema,
  sharedRecipeUrl,
  sharedRecipeSaveSchema,
  sharedRecipeSchema,
  shareStatusSchema,
} from '@cookmark/contracts';
import {
  currentUserId,
  NotFound,
  type RateLimits,
  requireUser,
  type ZodTypeProvider,
  idParam,
  idParams,
  noStore,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SharedRecipes } from '../domain/shared-recipes.ts';
import type { StoredShareLink } from '../repositories/share-link.repository.ts';

export interface ShareRouteDeps {
  shared: SharedRecipes;
  rateLimits: RateLimits;
  /** Cookmark's public address (APP_URL). */
  appUrl: string;
}

const MINUTE = 60_000;

/** A shared page read by one address per minute: plenty for people, previews and importers. */
export const SHARED_RECIPE_READS_PER_MINUTE = 120;

/** The page's address at Cookmark's public address (APP_URL): never the Host a client sent. */
function linkOf(appUrl: string, stored: StoredShareLink): ShareLink {
  return { ...stored, url: sharedRecipeUrl(appUrl, stored.token) };
}

/**
 * Share links (see SharedRecipes). A malformed id or token answers the same 404 as an unknown one.
 */
export async function shareRoutes(instance: FastifyInstance, deps: ShareRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { shared } = deps;
  const readsPerAddress = await deps.rateLimits.hook(app, {
    name: 'shared-recipe:ip',
    max: SHARED_RECIPE_READS_PER_MINUTE,
    windowMs: MINUTE,
  });

  // Revoking takes effect at once: no copy of a shared recipe is kept anywhere on the way.
  noStore(app);

  const recipeId = (request: FastifyRequest) => idParam(request, RECIPE_MESSAGES.notFound);
  const token = (request: FastifyRequest): string => {
    const { token: value } = request.params as { token: string };
    if (!SHARE_TOKEN_PATTERN.test(value)) throw new NotFound(SHARE_MESSAGES.notFound);
    return value;
  };

  /** The token as sent: a malformed one answers the same 404 as an unknown one (token above). */
  const tokenParams = z.object({ token: z.string() });
  const owned = (response: z.ZodType) => ({
    preHandler: requireUser,
    schema: { params: idParams, response: { 200: response } },
  });

  app.post('/api/recipes/:id/share', owned(shareLinkSchema), async (request): Promise<ShareLink> => {
    const stored = await shared.share(currentUserId(request), recipeId(request));
    return linkOf(deps.appUrl, stored);
  });

  app.get('/api/recipes/:id/share', owned(shareStatusSchema), async (request) => {
    const link = await shared.status(currentUserId(request), recipeId(request));
    return { link: link && linkOf(deps.appUrl, link) };
  });

  app.delete('/api/recipes/:id/share', owned(messageResponseSchema), async (request) => {
    await shared.revoke(currentUserId(request), recipeId(request));
    return { message: SHARE_MESSAGES.stopped };
  });

  app.get(
    '/api/shared/:token',
    { onRequest: readsPerAddress, schema: { params: tokenParams, response: { 200: sharedRecipeSchema } } },
    async (request) => shared.publicRecipe(token(request)),
  );

  app.post(
    '/api/shared/:token/save',
    {
      preHandler: requireUser,
      schema: { params: tokenParams, response: { 200: sharedRecipeSaveSchema } },
    },
    async (request) => shared.save(currentUserId(request), token(request)),
  );
}
