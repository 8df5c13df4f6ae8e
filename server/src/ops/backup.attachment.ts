import type { Attach } from '../attachment.ts';
import { ConfigError } from '../config/config.ts';
import { runBackup } from './backup-run.ts';
import { backupSettings } from './backup.settings.ts';

/**
 * The backup schedule (KALAM_BACKUP_EVERY_HOURS; off on `local` by default). The first backup
 * is one period after start, not at start: a crash loop must not fill the disk with backups.
 * A failed backup is logged and the next one is tried on time; it never stops the server.
 */
export const backupAttachment: Attach = ({ deps }) => {
  // The server's own target and data dir win over the environment (an in-process server is
  // given them by its caller), so the backups always follow the database being served.
  const env = {
    ...process.env,
    KALAM_SERVER_TARGET: deps.config.target,
    KALAM_DATA_DIR: deps.config.dataDir,
  };
  const settings = backupSettings(env, (setting, reason) => {
    throw new ConfigError(setting, reason);
  });
  if (settings.everyHours === 0) return { close: async () => undefined };
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runBackup(deps.sqlite, deps.config.dataDir, settings)
      .then((run) => deps.log.info('backup taken', { name: run.name, pruned: run.pruned }))
      .catch((error: unknown) => deps.log.error('backup failed', { error: String(error) }))
      .finally(() => (running = undefined));
  }, settings.everyHours * 3_600_000);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      // A backup in progress finishes before the database closes.
      await running;
    },
  };
};
