import type { z } from 'zod';
import { ApiError } from './api';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed zod parse. */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field messages a 400 response may carry as `{ errors: { field: message } }`. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const { errors } = error.body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string') result[field] = message;
  }
  return result;
}
