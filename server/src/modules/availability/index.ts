// The availability area's public face: what other areas may use (decision 156).
export type { AvailabilityRepository } from './availability.repository.ts';
