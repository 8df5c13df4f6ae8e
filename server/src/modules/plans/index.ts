// The plans area's public face: what other areas may use (decision 156).
export { toPlanDto } from './plans.dto.ts';
export type { PlanRow, PlansRepository } from './plans.repository.ts';
