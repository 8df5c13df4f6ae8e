import { requestJson } from './http.ts';

/** The rules the public pages promise, as the server keeps them (decision 278). */
export interface PublicRules {
  /** Cancelled at least this long before the start, a lesson's minutes come back. */
  freeCancellationMinutes: number;
  /** A withdrawal's bounds, in whole pounds. */
  withdrawalMinEgp: number;
  withdrawalMaxEgp: number;
}

/**
 * What the product shipped with (the platform settings' defaults): said until the server's
 * answer comes, and if it never does. A test keeps it equal to the shared defaults — the public
 * pages do not load the settings' schemas for three numbers.
 */
export const SHIPPED_RULES: PublicRules = {
  freeCancellationMinutes: 120,
  withdrawalMinEgp: 100,
  withdrawalMaxEgp: 50_000,
};

const wholeOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** `GET /platform-settings/public`, read defensively: a missing field keeps the shipped value. */
export async function fetchPublicRules(signal?: AbortSignal): Promise<PublicRules> {
  const raw = await requestJson<Record<string, unknown> | null>('/platform-settings/public', {
    signal,
  });
  return {
    freeCancellationMinutes: wholeOr(
      raw?.freeCancellationMinutes,
      SHIPPED_RULES.freeCancellationMinutes,
    ),
    withdrawalMinEgp: wholeOr(raw?.withdrawalMinEgp, SHIPPED_RULES.withdrawalMinEgp),
    withdrawalMaxEgp: wholeOr(raw?.withdrawalMaxEgp, SHIPPED_RULES.withdrawalMaxEgp),
  };
}
