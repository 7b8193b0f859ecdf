/**
 * Import one recipe and print {recipe, report} as JSON.
 *
 *   npm run parse -- <url | file.html[.gz]> [--url ORIGIN] [--no-render]
 *
 * A URL runs the worker's chain in this process (safeFetchPage, extraction, Chromium when the
 * recipe is incomplete, the AI when configured); settings come from the same environment
 * variables as the worker. A saved file goes to scripts/parse-file.ts (extraction only).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { loadParserConfig } from '../src/config.ts';
import { FetchError } from '../src/fetch/index.ts';
import { createAiExtractor } from '../src/domain/ai-extractor.ts';
import { fetchOptionsFrom, testAllowedAddressesFrom } from '../src/domain/fetch-options.ts';
import { importRecipe } from '../src/domain/pipeline.ts';
import { ChromiumRenderer } from '../src/domain/renderer.ts';
import { readingPoolFrom } from '../src/reading/reading-pool.ts';

const USAGE = 'usage: npm run parse -- <url | file.html[.gz]> [--url ORIGIN] [--no-render]';

/** npm runs workspace scripts inside the workspace; file names are meant from where it was called. */
const callerDir = process.env['INIT_CWD'] ?? process.cwd();

function looksLikeFile(arg: string): boolean {
  return /\.html?(\.gz)?$/i.test(arg) || existsSync(path.resolve(callerDir, arg));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const target = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--url');
  if (!target || args.includes('--help') || args.includes('-h')) {
    console.error(USAGE);
    return target ? 0 : 2;
  }

  if (looksLikeFile(target) && !/^https?:\/\//i.test(target)) {
    const parseFile = path.join(path.dirname(process.argv[1] ?? '.'), 'parse-file.ts');
    const rest = args.filter((a) => a !== target && a !== '--no-render');
    const run = spawnSync(process.execPath, [parseFile, path.resolve(callerDir, target), ...rest], {
      stdio: 'inherit',
    });
    return run.status ?? 1;
  }

  const config = loadParserConfig();
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const renderer =
    config.PARSER_RENDER && !args.includes('--no-render')
      ? new ChromiumRenderer({
          executablePath: config.CHROMIUM_PATH,
          timeoutMs: config.PARSER_RENDER_TIMEOUT_MS,
          testAllowedAddresses: testAllowedAddressesFrom(config),
        })
      : null;
  const reader = readingPoolFrom(config);
  try {
    const result = await importRecipe(target, {
      fetchOptions: fetchOptionsFrom(config),
      reader,
      renderer,
      ai: createAiExtractor(config),
      onWarning: (message, err) => logger.warn({ err }, message),
    });
    console.log(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    console.error(`${error.userMessage} (${error.code})`);
    return 1;
  } finally {
    await renderer?.close();
    await reader.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
