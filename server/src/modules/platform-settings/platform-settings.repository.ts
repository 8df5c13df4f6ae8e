import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';

export type PlatformSettingsRow = typeof platformSettings.$inferSelect;

const KEY = 'current';

/** The one row of platform settings (decision 191). */
export class PlatformSettingsRepository {
  constructor(private readonly db: Db) {}

  get(): PlatformSettingsRow | undefined {
    return this.db.select().from(platformSettings).where(eq(platformSettings.key, KEY)).get();
  }

  save(value: string, updatedAt: number, updatedBy: string): void {
    this.db
      .insert(platformSettings)
      .values({ key: KEY, value, updatedAt, updatedBy })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt, updatedBy } })
      .run();
  }
}
