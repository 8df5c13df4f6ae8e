import type { PlatformSettings } from '@kalam/shared';

/**
 * What other areas read of the platform settings (decision 191): the values in force now.
 * Booking reads the default notice and the cancellation cutoff, subscriptions and the quota job
 * the renewal weekday and hour; the withdrawal and intro-video areas read their bounds.
 */
export interface PlatformSettingsReader {
  current(): PlatformSettings;
}

/** Narrow views for the areas that only need one pair of bounds. */
export const videoBounds = (reader: PlatformSettingsReader) => ({
  min: reader.current().introVideoMinSeconds,
  max: reader.current().introVideoMaxSeconds,
});

export const withdrawalBoundsEgp = (reader: PlatformSettingsReader) => ({
  min: reader.current().withdrawalMinEgp,
  max: reader.current().withdrawalMaxEgp,
});
