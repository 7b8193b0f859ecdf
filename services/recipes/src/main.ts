import { listenWithGracefulShutdown, runMain } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadRecipesConfig } from './config.ts';

runMain('recipes', async () => {
  const config = loadRecipesConfig();
  const app = await buildApp(config);
  await listenWithGracefulShutdown(app, {
    port: config.RECIPES_PORT,
    host: config.HOST,
    metricsPort: config.METRICS_PORT,
  });
});
