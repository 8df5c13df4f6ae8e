import type { SubscriptionDto, UserSubscriptionDto } from '@kalam/shared';
import type { SubscriptionRow } from './subscriptions.repository.ts';
import type { QuotaView } from './subscriptions.service.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function toSubscriptionDto(row: SubscriptionRow): SubscriptionDto {
  return {
    id: row.id,
    userId: row.userId,
    planId: row.planId,
    period: row.period,
    weeklyMinutes: row.weeklyMinutes,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    status: row.status,
    source: row.source,
    transactionId: row.transactionId,
    cancelledAt: row.cancelledAt === null ? null : iso(row.cancelledAt),
    createdAt: iso(row.createdAt),
  };
}

export function toUserSubscriptionDto(view: QuotaView): UserSubscriptionDto {
  return {
    ...toSubscriptionDto(view.subscription),
    remainingMinutes: view.remainingMinutes,
    usedMinutes: view.usedMinutes,
    quotaWeekStart: iso(view.quotaWeekStart),
    nextRenewal: iso(view.nextRenewal),
    lessonsUsed: view.lessonsUsed,
    maxLessons: view.maxLessons,
  };
}
