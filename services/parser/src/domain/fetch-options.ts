import type { SafeFetchOptions } from '../fetch/index.ts';
import type { ParserConfig } from '../config.ts';

/** Loopback addresses the test-only setting opens (the fixture servers listen there). */
export const TEST_ALLOWED_ADDRESSES = ['127.0.0.1'] as const;

/** Fetch options from the config: the test-only loopback escape hatch only when the config asks. */
export function fetchOptionsFrom(config: ParserConfig): SafeFetchOptions {
  return {
    timeoutMs: config.PARSER_FETCH_TIMEOUT_MS,
    ...(config.PARSER_ALLOW_LOOPBACK_FOR_TESTS
      ? { allowLoopbackForTests: true, testAllowedAddresses: TEST_ALLOWED_ADDRESSES }
      : {}),
  };
}

/** The addresses the browser may reach besides public ones (empty unless the test setting is on). */
export function testAllowedAddressesFrom(config: ParserConfig): readonly string[] {
  return config.PARSER_ALLOW_LOOPBACK_FOR_TESTS && config.NODE_ENV !== 'production'
    ? TEST_ALLOWED_ADDRESSES
    : [];
}
