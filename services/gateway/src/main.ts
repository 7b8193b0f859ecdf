import { listenWithGracefulShutdown, runMain } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadGatewayConfig } from './config.ts';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  const app = await buildApp(config);
  // Load balancers in front keep idle connections up to 60 s: the gateway keeps them longer. On
  // SIGTERM it waits at most 5 s for its callers (browsers keep idle connections for minutes).
  await listenWithGracefulShutdown(app, {
    port: config.PORT,
    host: config.HOST,
    metricsPort: config.METRICS_PORT,
    keepAliveTimeoutMs: 72_000,
    drainMs: 5_000,
  });
});
