import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './errors.ts';

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

/** One error handler for every service: spec §8 statuses, `{ message }` bodies, no internals on 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ZodError) return reply.status(400).send(zodBody(error));
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message };
      if (error.details) body.errors = error.details;
      return reply.status(error.statusCode).send(body);
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
