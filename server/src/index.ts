/** @kalam/server — the face other packages and tests may use. */
export { startServer, buildDeps, type KalamServer, type ServerOptions } from './server.ts';
export { loadConfig, ConfigError, type Config } from './config/config.ts';
export { buildApp, API_BASE } from './app.ts';
