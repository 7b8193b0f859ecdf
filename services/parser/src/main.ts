import { runService } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadParserConfig } from './config.ts';

runService('parser', {
  loadConfig: loadParserConfig,
  buildApp,
  port: (config) => config.PARSER_PORT,
});
