import { listenWithGracefulShutdown, runMain } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadAuthConfig } from './config.ts';

runMain('auth', async () => {
  const config = loadAuthConfig();
  const app = await buildApp(config);
  await listenWithGracefulShutdown(app, {
    port: config.AUTH_PORT,
    host: config.HOST,
    metricsPort: config.METRICS_PORT,
  });
});
