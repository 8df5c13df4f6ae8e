// `npm run restore <backup>`: bring a backup folder back into KALAM_DATA_DIR, which must be
// empty (or not exist). Then start the server on that data dir as usual.
import { resolve } from 'node:path';
import { RestoreRefused, restoreBackup } from './restore.ts';

const backup = process.argv[2];
if (!backup) {
  console.error('Usage: npm run restore <backup folder>   (restores into KALAM_DATA_DIR)');
  process.exit(1);
}
const dataDir = resolve(process.env.KALAM_DATA_DIR ?? './data');
try {
  await restoreBackup(resolve(backup), dataDir);
  console.info(`Restored ${backup} into ${dataDir}. Start the server with this KALAM_DATA_DIR.`);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exit(1);
}
