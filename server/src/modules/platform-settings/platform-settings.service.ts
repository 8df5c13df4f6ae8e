import {
  AppError,
  DEFAULT_PLATFORM_SETTINGS,
  platformSettingsSchema,
  type PlatformSettings,
} from '@kalam/shared';
import type { Caller } from '../../kernel/caller.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import type { PlatformSettingsRepository } from './platform-settings.repository.ts';
import type { PlatformSettingsReader } from './platform-settings.port.ts';

export interface PlatformSettingsView {
  settings: PlatformSettings;
  updatedAt: number | null;
  updatedBy: string | null;
}

/**
 * The platform's adjustable rules (decision 191). Every area reads `current()` (kept in memory,
 * refreshed on every save); only super admins save.
 */
export class PlatformSettingsService implements PlatformSettingsReader {
  private cached: PlatformSettingsView | undefined;

  constructor(
    private readonly deps: { settings: PlatformSettingsRepository; clock: Clock; bus?: EventBus },
  ) {}

  view(): PlatformSettingsView {
    if (this.cached) return this.cached;
    const row = this.deps.settings.get();
    let settings = DEFAULT_PLATFORM_SETTINGS;
    if (row) {
      // Fields added after the row was saved take their defaults.
      const parsed = platformSettingsSchema.safeParse({
        ...DEFAULT_PLATFORM_SETTINGS,
        ...(JSON.parse(row.value) as object),
      });
      if (parsed.success) settings = parsed.data;
    }
    this.cached = {
      settings,
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
    return this.cached;
  }

  current(): PlatformSettings {
    return this.view().settings;
  }

  update(caller: Caller, body: PlatformSettings): PlatformSettingsView {
    // Defence in depth for callers that are not HTTP: the call already says super admins only.
    if (caller.role !== 'SuperAdmin') throw new AppError('forbidden');
    const settings = platformSettingsSchema.parse(body);
    this.deps.settings.save(JSON.stringify(settings), this.deps.clock.now(), caller.id);
    this.cached = undefined;
    return this.view();
  }

  /** Tests and restores: forget the cached row. */
  reload(): void {
    this.cached = undefined;
  }
}
