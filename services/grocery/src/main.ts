import { runService } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadGroceryConfig } from './config.ts';

runService('grocery', {
  loadConfig: loadGroceryConfig,
  buildApp,
  port: (config) => config.GROCERY_PORT,
});
