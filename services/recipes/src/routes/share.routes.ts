import {
  messageResponseSchema,
  RECIPE_MESSAGES,
  SHARE_MESSAGES,
  SHARE_TOKEN_PATTERN,
  type ShareLink,
  shareLinkSchema,
  sharedRecipePath,
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
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RecipeCountCache } from '../lib/count-cache.ts';
import { noStore, recipeIdParam, recipeIdParams } from '../lib/route-params.ts';
import { timeDb } from '../lib/server-timing.ts';
import type { ShareLinkRepository, StoredShareLink } from '../repositories/share-link.repository.ts';

export interface ShareRouteDeps {
  shares: ShareLinkRepository;
  counts: RecipeCountCache;
  rateLimits: RateLimits;
}

const MINUTE = 60_000;

/** A shared page read by one address per minute: plenty for people, previews and importers. */
export const SHARED_RECIPE_READS_PER_MINUTE = 120;

/** The address of the page as the browser reaches it (through the gateway, which forwards its host). */
function linkOf(request: FastifyRequest, stored: StoredShareLink): ShareLink {
  return { ...stored, url: `${request.protocol}://${request.host}${sharedRecipePath(stored.token)}` };
}

/**
 * Share links: the owner makes (or gets again), reads and revokes a recipe's one public link; anyone
 * with the link reads the recipe's public fields; a signed-in user saves a copy. Another user's
 * recipe, a malformed id, an unknown or revoked token all answer the same 404.
 */
export async function shareRoutes(instance: FastifyInstance, deps: ShareRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { shares } = deps;
  const readsPerAddress = await deps.rateLimits.hook(app, {
    name: 'shared-recipe:ip',
    max: SHARED_RECIPE_READS_PER_MINUTE,
    windowMs: MINUTE,
  });

  // Revoking takes effect at once: no copy of a shared recipe is kept anywhere on the way.
  noStore(app);

  const recipeId = recipeIdParam;
  const token = (request: FastifyRequest): string => {
    const { token: value } = request.params as { token: string };
    if (!SHARE_TOKEN_PATTERN.test(value)) throw new NotFound(SHARE_MESSAGES.notFound);
    return value;
  };

  /** The token as sent: a malformed one answers the same 404 as an unknown one (token above). */
  const tokenParams = z.object({ token: z.string() });
  const owned = (response: z.ZodType) => ({
    preHandler: requireUser,
    schema: { params: recipeIdParams, response: { 200: response } },
  });

  app.post('/api/recipes/:id/share', owned(shareLinkSchema), async (request): Promise<ShareLink> => {
    const [userId, id] = [currentUserId(request), recipeId(request)];
    const stored = await timeDb(request, () => shares.share(userId, id));
    if (!stored) throw new NotFound(RECIPE_MESSAGES.notFound);
    return linkOf(request, stored);
  });

  app.get('/api/recipes/:id/share', owned(shareStatusSchema), async (request) => {
    const [userId, id] = [currentUserId(request), recipeId(request)];
    const status = await timeDb(request, () => shares.status(userId, id));
    if (!status) throw new NotFound(RECIPE_MESSAGES.notFound);
    return { link: status.link && linkOf(request, status.link) };
  });

  app.delete('/api/recipes/:id/share', owned(messageResponseSchema), async (request) => {
    const [userId, id] = [currentUserId(request), recipeId(request)];
    if (!(await timeDb(request, () => shares.status(userId, id))))
      throw new NotFound(RECIPE_MESSAGES.notFound);
    await timeDb(request, () => shares.revoke(userId, id));
    return { message: SHARE_MESSAGES.stopped };
  });

  app.get(
    '/api/shared/:token',
    { onRequest: readsPerAddress, schema: { params: tokenParams, response: { 200: sharedRecipeSchema } } },
    async (request) => {
      const recipe = await timeDb(request, () => shares.publicRecipe(token(request)));
      if (!recipe) throw new NotFound(SHARE_MESSAGES.notFound);
      return recipe;
    },
  );

  app.post(
    '/api/shared/:token/save',
    {
      preHandler: requireUser,
      schema: { params: tokenParams, response: { 200: sharedRecipeSaveSchema } },
    },
    async (request) => {
      const [userId, value] = [currentUserId(request), token(request)];
      const owner = await timeDb(request, () => shares.owner(value));
      if (!owner) throw new NotFound(SHARE_MESSAGES.notFound);
      // The owner already has it: their own recipe, not a second copy.
      if (owner.userId === userId) return { id: owner.recipeId, copied: false };
      const id = await timeDb(request, () => shares.copy(value, userId));
      if (!id) throw new NotFound(SHARE_MESSAGES.notFound);
      await deps.counts.invalidate(userId);
      return { id, copied: true };
    },
  );
}
