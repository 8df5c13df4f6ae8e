// The onboarding area's public face: what other areas may use (decision 156).
export { ONBOARDING_ACCESS } from './onboarding.access.ts';
