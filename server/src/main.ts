import { ConfigError, loadConfig } from './config/config.ts';
import { startServer, type KalamServer } from './server.ts';
import { runSeed } from './seed/seed.ts';

let server: KalamServer | undefined;

/** Finish in-flight requests, close realtime and the database, then exit. */
async function shutdown(signal: string) {
  console.info(`${signal}: finishing in-flight requests and closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await server?.close();
  process.exit(0);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Kalam cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  server = await startServer({ config, beforeListen: runSeed });
  // Set by the compiled build's loader (decision 211): whether V8's code cache served this start.
  const codeCache = process.env.KALAM_CODE_CACHE_STATE;
  console.info(
    `Kalam (${config.target}) listening on ${server.url}  —  API ${server.url}/api/v1, docs ${server.url}/api/docs` +
      (codeCache ? `  (code cache: ${codeCache})` : ''),
  );
}

void main();
