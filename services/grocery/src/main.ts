import { listenWithGracefulShutdown, runMain } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadGroceryConfig } from './config.ts';

runMain('grocery', async () => {
  const config = loadGroceryConfig();
  const app = await buildApp(config);
  await listenWithGracefulShutdown(app, {
    port: config.GROCERY_PORT,
    host: config.HOST,
    metricsPort: config.METRICS_PORT,
  });
});
