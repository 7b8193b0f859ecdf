import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@cookmark/contracts';
import type { ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FetchError, safeFetchImage, type SafeFetchOptions } from '../fetch/index.ts';

const requestSchema = z.object({ url: z.string().min(1).max(2048) });
const answerSchema = z.union([
  z.object({ ok: z.literal(true), data: z.string() }),
  z.object({ ok: z.literal(false), status: z.number().int(), message: z.string() }),
]);

/** What the person is told when the photo an import found cannot be had. */
function refusal(error: FetchError): { ok: false; status: number; message: string } {
  if (error.code === 'TOO_LARGE') return { ok: false, status: 413, message: PHOTO_MESSAGES.tooLarge };
  if (error.code === 'NOT_IMAGE') return { ok: false, status: 415, message: PHOTO_MESSAGES.notImage };
  const reason = error.userMessage.replace(/\.$/, '');
  return { ok: false, status: 422, message: `The recipe's photo could not be fetched (${reason}).` };
}

/**
 * For the recipes service (under `/internal`, with the shared token): the photo an import found on a
 * page, fetched through the same safe fetcher as pages (every address and redirect checked, the
 * deadline, at most PHOTO_LIMITS.bytes, image types only). The bytes go back as base64; the
 * recipes service checks what they are and re-encodes them. A refusal is a 200 saying why, so the
 * caller can pass the reason on.
 */
export async function imageInternalRoutes(
  instance: FastifyInstance,
  deps: { fetchOptions: SafeFetchOptions },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/images/fetch',
    { schema: { body: requestSchema, response: { 200: answerSchema } } },
    async (request) => {
      try {
        const image = await safeFetchImage(request.body.url, {
          ...deps.fetchOptions,
          maxBytes: PHOTO_LIMITS.bytes,
        });
        return { ok: true as const, data: image.body.toString('base64') };
      } catch (error) {
        if (error instanceof FetchError) return refusal(error);
        throw error;
      }
    },
  );
}
