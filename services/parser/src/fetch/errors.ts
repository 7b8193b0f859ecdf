export type FetchErrorCode =
  | 'INVALID_URL'
  | 'BLOCKED_ADDRESS'
  | 'BLOCKED_PORT'
  | 'DNS_FAILED'
  | 'TOO_MANY_REDIRECTS'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'NOT_HTML'
  | 'NOT_IMAGE'
  | 'HTTP_STATUS'
  | 'NETWORK';

const DEFAULT_USER_MESSAGES: Record<FetchErrorCode, string> = {
  INVALID_URL: "That doesn't look like a valid web address.",
  BLOCKED_ADDRESS: 'This address is not allowed.',
  BLOCKED_PORT:
    'This address is not allowed. Only standard web addresses (ports 80 and 443) can be imported.',
  DNS_FAILED: "We couldn't find that website. Check the address and try again.",
  TOO_MANY_REDIRECTS: 'The page redirected too many times.',
  TIMEOUT: 'The page took too long to respond.',
  TOO_LARGE: 'The page is too large to import.',
  NOT_HTML: 'That address does not point to a web page.',
  NOT_IMAGE: 'That address does not point to an image.',
  HTTP_STATUS: 'The site refused the request.',
  NETWORK: 'We could not connect to that site.',
};

const DEFAULT_PERMANENT: Record<FetchErrorCode, boolean> = {
  INVALID_URL: true,
  BLOCKED_ADDRESS: true,
  BLOCKED_PORT: true,
  DNS_FAILED: true,
  TOO_MANY_REDIRECTS: true,
  TIMEOUT: false,
  TOO_LARGE: true,
  NOT_HTML: true,
  NOT_IMAGE: true,
  HTTP_STATUS: true,
  NETWORK: false,
};

export interface FetchErrorInit {
  /** Internal (log) message. Never contains upstream status text or body. */
  message?: string;
  userMessage?: string;
  permanent?: boolean;
  status?: number;
  cause?: unknown;
}

/**
 * The only error type thrown by safeFetchPage. `userMessage` is safe to show to end users; `message` is for logs;
 * `permanent` tells the job queue whether a retry can help.
 */
export class FetchError extends Error {
  readonly code: FetchErrorCode;
  readonly status?: number;
  readonly userMessage: string;
  readonly permanent: boolean;

  constructor(code: FetchErrorCode, init: FetchErrorInit = {}) {
    super(init.message ?? `${code}: ${init.userMessage ?? DEFAULT_USER_MESSAGES[code]}`, {
      cause: init.cause,
    });
    this.name = 'FetchError';
    this.code = code;
    if (init.status !== undefined) this.status = init.status;
    this.userMessage = init.userMessage ?? DEFAULT_USER_MESSAGES[code];
    this.permanent = init.permanent ?? DEFAULT_PERMANENT[code];
  }
}

/** Error for a non-success HTTP status. 408 and 429 are treated as retryable, like 5xx. */
export function httpStatusError(status: number): FetchError {
  const retryable = status >= 500 || status === 408 || status === 429;
  const userMessage =
    status >= 500
      ? `The site is having problems right now (HTTP ${status}).`
      : status === 429
        ? 'The site is receiving too many requests right now (HTTP 429).'
        : `The site refused the request (HTTP ${status}).`;
  return new FetchError('HTTP_STATUS', {
    status,
    userMessage,
    permanent: !retryable,
    message: `HTTP_STATUS: upstream answered ${status}`,
  });
}
