import type * as Schemas from '@cookmark/contracts/auth';

/**
 * The shared request schemas, fetched when the user first focuses a field rather than with the page:
 * zod and the contracts are a quarter of the sign-in page's JavaScript (issue #16), and nothing the
 * page shows before the first submit needs them. A failed fetch is forgotten, so the next submit
 * tries again.
 */
type AuthSchemas = typeof Schemas;

let loading: Promise<AuthSchemas> | undefined;

export function authSchemas(): Promise<AuthSchemas> {
  loading ??= import('@cookmark/contracts/auth').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
