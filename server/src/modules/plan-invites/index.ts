// The plan-invites area's public face: what other areas may use (decision 156).
export type { PlanInvitesRepository } from './plan-invites.repository.ts';
