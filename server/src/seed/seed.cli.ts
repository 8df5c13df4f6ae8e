import { loadConfig } from '../config/config.ts';
import { buildDeps } from '../server.ts';
import { runSeed } from './seed.ts';

/** `npm run seed`: the same idempotent seed the server runs on start. */
const deps = buildDeps({ config: loadConfig({ KALAM_SERVER_TARGET: 'local', ...process.env }) });
const context = await runSeed(deps);
console.info(
  `Seed done: admin ${context.adminId ? 'present' : 'missing'}, ${context.tutorIds.length} demo tutors, ${context.studentIds.length} demo students`,
);
deps.sqlite.close();
