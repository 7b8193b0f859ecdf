import { runService } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadAuthConfig } from './config.ts';

runService('auth', {
  loadConfig: loadAuthConfig,
  buildApp,
  port: (config) => config.AUTH_PORT,
});
