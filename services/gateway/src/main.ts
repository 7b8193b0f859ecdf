import { listenWithGracefulShutdown, runMain } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadGatewayConfig } from './config.ts';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  const app = await buildApp(config);
  await listenWithGracefulShutdown(app, {
    port: config.PORT,
    host: config.HOST,
    metricsPort: config.METRICS_PORT,
  });
});
