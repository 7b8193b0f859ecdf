import { runService } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadRecipesConfig } from './config.ts';

runService('recipes', {
  loadConfig: loadRecipesConfig,
  buildApp,
  port: (config) => config.RECIPES_PORT,
});
