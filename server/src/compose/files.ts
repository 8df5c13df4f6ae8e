import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../kernel/clock.ts';
import type { EventBus } from '../kernel/event-bus.ts';
import type { Logger } from '../kernel/logger.ts';
import { watched, type HealthWatch } from '../kernel/health-watch.ts';
import { accessSync, constants, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createFileStore } from '../storage/storage.ts';
import type { ObjectStorage } from '../storage/storage.port.ts';
import { ReportsRepository } from '../modules/reports/reports.repository.ts';
import { ReportsService } from '../modules/reports/reports.service.ts';
import type { UsersRepository } from '../modules/users/users.repository.ts';
import { AssetsRepository } from '../modules/assets/assets.repository.ts';
import { AssetsService } from '../modules/assets/assets.service.ts';

/** Stored files and what is made of them: user and tutor media, problem reports, receipts. */
export interface FilesServices {
  /** Local disk or S3, as the settings chose (KALAM_STORAGE). */
  storage: ObjectStorage;
  /** Uploads (checked by content, re-encoded), who may read each file, receipts for invoices. */
  assetsService: AssetsService;
  reportsService: ReportsService;
}

export function filesServices(d: {
  config: Config;
  db: Db;
  clock: Clock;
  bus: EventBus;
  log: Logger;
  users: UsersRepository;
  health?: HealthWatch;
}): FilesServices {
  const store = createFileStore(d.config.storage, d.config.dataDir);
  const { scratch } = store;
  let storage = store.storage;
  if (d.health) {
    storage = watched(storage, 'storage', d.health, 'store-failed');
    // Uploads arrive on local disk whatever the driver: a files dir we cannot write is degraded.
    const files = join(d.config.dataDir, 'files');
    d.health.condition('storage', () => {
      if (!existsSync(files)) return null;
      try {
        accessSync(files, constants.W_OK);
        return null;
      } catch {
        return 'not-writable';
      }
    });
  }
  const assetsService = new AssetsService({
    assets: new AssetsRepository(d.db),
    storage,
    scratch,
    users: d.users,
    clock: d.clock,
    bus: d.bus,
    log: d.log,
  });
  return {
    storage,
    assetsService,
    reportsService: new ReportsService({
      reports: new ReportsRepository(d.db),
      assetsService,
      users: d.users,
      clock: d.clock,
    }),
  };
}
