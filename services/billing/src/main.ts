import { runService } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadBillingConfig } from './config.ts';

runService('billing', {
  loadConfig: loadBillingConfig,
  buildApp,
  port: (config) => config.BILLING_PORT,
  beforeListen: (app, config) => {
    if (!config.STRIPE_SECRET_KEY) app.log.warn('STRIPE_SECRET_KEY is not set: pricing only, no checkout');
  },
});
