// The topics area's public face: what other areas may use (decision 156).
export { toTopicDto } from './topics.dto.ts';
export type { TopicRow } from './topics.repository.ts';
