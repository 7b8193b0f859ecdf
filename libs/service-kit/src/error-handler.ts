import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, ServiceUnavailable, TryAgainLater } from './errors.ts';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

function zodBody(error: ZodError): ErrorBody {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? 'Invalid request', errors };
}

/** The same body for a route schema's validation error (fastify-type-provider-zod's issues). */
function schemaValidationBody(issues: { instancePath: string; message?: string }[]): ErrorBody {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.slice(1).split('/').join('.') || '_';
    errors[field] ??= issue.message ?? 'Invalid request';
  }
  return { message: issues[0]?.message ?? 'Invalid request', errors };
}

/** Socket and server-state codes of a database or Redis that is restarting or out of reach. */
const DEPENDENCY_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  // Postgres: admin shutdown, crash shutdown, cannot connect now, connection failures.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * True when an error says that Postgres or Redis is down or restarting, not that the request or our
 * code is wrong: such a request answers 503 with a clear message, and the next ones, once the store
 * is back, succeed without any process restarting.
 */
export function isDependencyDown(error: unknown): boolean {
  // Not `instanceof Error`: socket errors come from Node's own realm, which a test sandbox is not.
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && DEPENDENCY_DOWN_CODES.has(code)) return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  return (
    typeof message === 'string' &&
    /^(Connection is closed|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
      message,
    )
  );
}

/** One error handler for every service: spec §8 statuses, `{ message }` bodies, no internals on 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ZodError) return reply.status(400).send(zodBody(error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(schemaValidationBody(error.validation));
    }
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message };
      if (error.details) body.errors = error.details;
      if (error instanceof TryAgainLater) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body);
    }
    if (isDependencyDown(error)) {
      request.log.warn({ err: error }, 'a store is unavailable');
      return reply.status(503).send({ message: new ServiceUnavailable().message });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (status === 413) return reply.status(413).send({ message: 'Request body is too large' });
    if (status === 429) return reply.status(429).send({ message: error.message });
    const validation = 'validation' in error && error.validation;
    return reply.status(status).send({ message: validation ? 'Invalid request' : error.message });
  });
}

/** Unknown routes answer 404 `{ message: 'Not found' }`. */
export function registerJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
