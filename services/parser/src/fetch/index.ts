// Public API of the SSRF-safe page fetcher. Every fetch of a user-supplied URL must go through safeFetchPage.
export {
  safeFetchPage,
  safeFetchImage,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
} from './safe-fetch.ts';
export type { FetchedImage, FetchedPage, Resolver, SafeFetchOptions } from './safe-fetch.ts';
export { FetchError } from './errors.ts';
export type { FetchErrorCode } from './errors.ts';
export { isPublicAddress } from './address.ts';
export { normaliseUrl } from './url.ts';
