import { Readable } from 'node:stream';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

export type { ZodTypeProvider };

/** Where each service answers its own OpenAPI document (on its port; the gateway does not forward it). */
export const OPENAPI_PATH = '/openapi.json';

export interface OpenApiOptions {
  /** The service's name: the document's title says 'Cookmark <name>'. */
  name: string;
}

/** A route's 200 answer that is a PDF download (a Buffer, sent as is: never serialised). */
export const pdfResponse = {
  description: 'A PDF file (a download)',
  content: {
    'application/pdf': {
      schema: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
    },
  },
};

/**
 * A route's 200 answer that is JSON streamed as it is written (a Readable, never serialised): the
 * document describes it with `schema`.
 */
export function streamedJsonResponse(schema: z.ZodType, description: string) {
  const shape = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    description,
    content: {
      'application/json': {
        schema: z.custom<Readable>((value) => value instanceof Readable).meta(shape),
      },
    },
  };
}

/** A route's 200 answer that is a stream of server-sent events (a Readable), as `description` says. */
export function eventStreamResponse(description: string) {
  return {
    description,
    content: {
      'text/event-stream': {
        schema: z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string' }),
      },
    },
  };
}

const SCHEMA_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** Answers a request's schema validation error, once the route's own checks have passed. */
async function throwValidationError(request: FastifyRequest): Promise<void> {
  if (request.validationError) throw request.validationError;
}

/**
 * Route schemas from the zod schemas of `@cookmark/contracts`: requests are validated (handlers get
 * the parsed values, defaults and transforms applied), answers go out through their declared
 * response schema (unknown fields dropped; an answer that does not match is a 500), and the
 * service's OpenAPI document is built from the same schemas and answered at `GET /openapi.json`.
 *
 * Call before any route is registered. A validation error does not answer before the route's
 * preHandlers (sign-in, premium): it is thrown after them, so a signed-out request answers 401 and
 * a free one 403 whatever its body, as when handlers parsed bodies themselves. The shared error
 * handler turns it into the same 400 as a ZodError (first issue's message, `errors` by field).
 * Routes under /internal are left out of the document.
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  app.setValidatorCompiler<Parameters<typeof validatorCompiler>[0]['schema']>((route) => {
    const validate = validatorCompiler(route);
    // Fastify hands a missing body over as null; the schemas (and their messages) expect undefined.
    return route.httpPart === 'body' ? (data: unknown) => validate(data ?? undefined) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema || route.attachValidation) return;
    if (!SCHEMA_PARTS.some((part) => schema[part] !== undefined)) return;
    route.attachValidation = true;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...own, throwValidationError];
  });
  const transform = createJsonSchemaTransform({
    skipList: [],
    // A PDF answer's Buffer check has no JSON Schema: its metadata (binary string) describes it.
    zodToJsonConfig: { unrepresentable: 'any' },
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `Cookmark ${options.name}`, version: '1.0.0' },
    },
    transform: (document) => {
      if (document.url === '/internal' || document.url.startsWith('/internal/')) {
        return { schema: { hide: true }, url: document.url };
      }
      return transform(document);
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

/**
 * Sends JSON the route's response schema already encoded (a cached answer, see TrackedCache):
 * Fastify serialises only payloads that are not strings, so it goes out as it is.
 */
export function sendEncodedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
