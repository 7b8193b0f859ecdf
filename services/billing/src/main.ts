import { listenWithGracefulShutdown, runMain } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadBillingConfig } from './config.ts';

runMain('billing', async () => {
  const config = loadBillingConfig();
  const app = await buildApp(config);
  if (!config.STRIPE_SECRET_KEY) app.log.warn('STRIPE_SECRET_KEY is not set: pricing only, no checkout');
  await listenWithGracefulShutdown(app, {
    port: config.BILLING_PORT,
    host: config.HOST,
    metricsPort: config.METRICS_PORT,
  });
});
