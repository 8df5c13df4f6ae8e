/** The lessons' query keys live with every area's keys (lib/query-keys.ts). */
export { lessonKeys } from '../../lib/query-keys.ts';
