import { listenWithGracefulShutdown, runMain } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadParserConfig } from './config.ts';

runMain('parser', async () => {
  const config = loadParserConfig();
  const app = await buildApp(config);
  await listenWithGracefulShutdown(app, {
    port: config.PARSER_PORT,
    host: config.HOST,
    metricsPort: config.METRICS_PORT,
  });
});
