import { runService } from '@cookmark/service-kit';
import { buildApp } from './app.ts';
import { loadGatewayConfig } from './config.ts';

runService('gateway', {
  loadConfig: loadGatewayConfig,
  buildApp,
  port: (config) => config.PORT,
  // Load balancers in front keep idle connections up to 60 s: the gateway keeps them longer. On
  // SIGTERM it waits at most 5 s for its callers (browsers keep idle connections for minutes).
  listen: { keepAliveTimeoutMs: 72_000, drainMs: 5_000 },
});
