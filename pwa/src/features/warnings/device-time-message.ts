// The catalogue's own text for a wrong device clock, in a chunk of its own (device-time-check.ts).
export { errorMessage } from '@kalam/shared';
