import {
  COLLECTION_IMPORT_LIMITS,
  COLLECTION_IMPORT_MESSAGES,
  collectionImportStatusSchema,
} from '@cookmark/contracts';
import {
  AppError,
  currentUserId,
  type RateLimits,
  requireUser,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CollectionImportQueue } from '../jobs/collection-queue.ts';

const MINUTE = 60_000;
// eslint-disable-next-line no-control-regex -- control characters are what is dropped from a name
const CONTROL_CHARACTERS = /[\u0000-\u001f]/g;

/** The name the browser gives the file (`X-File-Name`, URI-encoded); shown back in the progress. */
function fileNameOf(header: unknown): string {
  let name = typeof header === 'string' ? header : '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // shown as sent
  }
  return name.replace(CONTROL_CHARACTERS, '').trim().slice(0, 200) || 'upload';
}

/**
 * Importing a collection from another app (issue #33): `POST /api/collection-imports` with the
 * export file as the body (any Content-Type) queues its import and answers 202 at once;
 * `GET /api/collection-imports/latest` and `/{id}` say how far it is. Signed in, owner only.
 */
export async function collectionImportRoutes(
  instance: FastifyInstance,
  deps: { imports: CollectionImportQueue; rateLimits: RateLimits },
): Promise<void> {
  const uploadsPerAddress = await deps.rateLimits.hook(instance, {
    name: 'collection-imports:ip',
    max: 10,
    windowMs: MINUTE,
  });
  await instance.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireUser);
    // The file's bytes as they are, whatever type the browser named: the content says what it is.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: COLLECTION_IMPORT_LIMITS.uploadBytes },
      (_r, body, done) => done(null, body),
    );
    app.setErrorHandler((error: { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new AppError(413, COLLECTION_IMPORT_MESSAGES.tooLarge);
      throw error;
    });
    const status = { 200: collectionImportStatusSchema };

    app.post(
      '/api/collection-imports',
      {
        onRequest: uploadsPerAddress,
        schema: {
          description:
            'Imports an export of another recipe app. The body is the file itself (a zip, CSV, HTML, JSON or .cook file, at most 50 MB); X-File-Name names it. Answers 202 with the queued import.',
          response: { 202: collectionImportStatusSchema },
        },
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : null;
        if (!bytes || bytes.length === 0) throw new AppError(400, COLLECTION_IMPORT_MESSAGES.noFile);
        const started = await deps.imports.start(
          currentUserId(request),
          fileNameOf(request.headers['x-file-name']),
          bytes,
          request.id,
        );
        return reply.code(202).send(started);
      },
    );

    app.get(
      '/api/collection-imports/latest',
      { schema: { response: { 200: z.object({ import: collectionImportStatusSchema.nullable() }) } } },
      async (request) => ({ import: await deps.imports.latest(currentUserId(request)) }),
    );

    app.get(
      '/api/collection-imports/:id',
      { schema: { params: z.object({ id: z.string().max(100) }), response: status } },
      async (request) => deps.imports.status(currentUserId(request), request.params.id),
    );
  });
}

/**
 * Account erasure (auth, with the shared token): the person's collection imports go, a running one
 * stopped first, with their uploads and progress. 503 when a running import did not stop in time.
 */
export async function collectionInternalRoutes(
  instance: FastifyInstance,
  deps: { imports: CollectionImportQueue },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.delete(
    '/users/:userId/collection-imports',
    { schema: { params: z.object({ userId: z.guid({ message: 'userId must be a uuid' }) }) } },
    async (request) => ({ erased: await deps.imports.erase(request.params.userId) }),
  );
}
