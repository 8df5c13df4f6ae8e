// The subscriptions area's public face: what other areas may use (decision 156).
export { toSubscriptionDto } from './subscriptions.dto.ts';
export type { SubscriptionRow } from './subscriptions.repository.ts';
export type { SubscriptionsService } from './subscriptions.service.ts';
