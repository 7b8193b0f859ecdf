import { ConfigError } from '@cookmark/service-kit';
import { loadParserConfig } from '../src/config.ts';
import { fetchOptionsFrom } from '../src/domain/fetch-options.ts';

describe('parser config', () => {
  test('defaults: port 3003, 4 workers, 20 s wait, 24 h cache, 30 imports a minute, 5 s to read a page on 2 threads at nice +10, no AI, no loopback', () => {
    const config = loadParserConfig({});
    expect(config).toMatchObject({
      PARSER_PORT: 3003,
      PARSER_WORKER_CONCURRENCY: 4,
      PARSER_WAIT_MS: 20_000,
      PARSER_CACHE_TTL_SECONDS: 86_400,
      PARSER_RATE_LIMIT_PER_MINUTE: 30,
      PARSER_EXTRACT_TIMEOUT_MS: 5_000,
      PARSER_EXTRACT_THREADS: 2,
      PARSER_EXTRACT_NICE: 10,
      PARSER_RENDER: true,
      OPENAI_MODEL: 'gpt-4o-mini',
      PARSER_ALLOW_LOOPBACK_FOR_TESTS: false,
    });
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(fetchOptionsFrom(config)).toEqual({ timeoutMs: 10_000 });
  });

  test('AI substitutions: the AI has 15 s, 20 requests a minute per user, no billing means free plan', () => {
    const config = loadParserConfig({});
    expect(config).toMatchObject({
      AI_SUBSTITUTION_TIMEOUT_MS: 15_000,
      AI_SUBSTITUTION_RATE_LIMIT_PER_MINUTE: 20,
      ENTITLEMENTS_CACHE_SECONDS: 30,
    });
    expect(config.BILLING_URL).toBeUndefined();
  });

  test('an empty AI key counts as none', () => {
    expect(loadParserConfig({ OPENAI_API_KEY: ' ' }).OPENAI_API_KEY).toBeUndefined();
  });

  test('the test-only loopback setting is refused in production', () => {
    expect(() =>
      loadParserConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        INTERNAL_TOKEN: 'y'.repeat(20),
        PARSER_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      }),
    ).toThrow(
      new ConfigError(
        'Invalid configuration:\n  PARSER_ALLOW_LOOPBACK_FOR_TESTS: must not be set in production',
      ),
    );
  });

  test('a bad value stops the start with its name', () => {
    expect(() => loadParserConfig({ PARSER_RENDER: 'maybe' })).toThrow(
      /PARSER_RENDER: must be true or false/,
    );
  });
});
