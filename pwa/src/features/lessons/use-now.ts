/** One clock hook for the app's screens (lib/use-now.ts). */
export { useNow } from '../../lib/use-now.ts';
