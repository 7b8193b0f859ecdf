import type * as Schemas from '@cookmark/contracts/auth';
import { useRef } from 'react';

/**
 * The shared request schemas, fetched when the user first focuses a field rather than with the page:
 * zod and the contracts are a quarter of the sign-in page's JavaScript (issue #16), and nothing the
 * page shows before the first submit needs them. A failed fetch is forgotten, so the next submit
 * tries again.
 */
export type AuthSchemas = typeof Schemas;

let loading: Promise<AuthSchemas> | undefined;

export function authSchemas(): Promise<AuthSchemas> {
  loading ??= import('@cookmark/contracts/auth').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts fetching the schemas (a form's first focus), so they are there by its first submit. */
export function prefetchAuthSchemas(): void {
  authSchemas().catch(() => undefined);
}

/**
 * A form's submit with the schemas: `check` runs once they are loaded; `failed` says why when they
 * could not be; a second press while they load is ignored, so the form is not sent twice.
 */
export function useWithAuthSchemas(failed: (error: unknown) => void) {
  const waiting = useRef(false);
  return async (check: (schemas: AuthSchemas) => void): Promise<void> => {
    if (waiting.current) return;
    waiting.current = true;
    let schemas: AuthSchemas;
    try {
      schemas = await authSchemas();
    } catch (error) {
      failed(error);
      return;
    } finally {
      waiting.current = false;
    }
    check(schemas);
  };
}
