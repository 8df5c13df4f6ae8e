import {
  AppError,
  FREE_CANCELLATION_MINUTES,
  PLAN_PERIOD_MONTHS,
  QUOTA_RENEWAL,
  addLocalMonths,
  isAdmin,
  quotaWeek,
  type PlanPeriod,
  type SubscriptionStatus,
} from '@kalam/shared';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../kernel/caller.ts';
import type { ChangeClock } from '../../kernel/change-clock.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { EventBus } from '../../kernel/event-bus.ts';
import { newId } from '../../kernel/ids.ts';
import { isUniqueViolation } from '../../kernel/db-errors.ts';
import { lastWeekCache } from '../../kernel/week-cache.ts';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.ts';

/** The rules the platform settings decide (decision 191); the constants when none are wired. */
export interface SubscriptionRules {
  renewal: { weekday: number; hour: number };
  freeCancellationMinutes: number;
}

export interface GrantInput {
  userId: string;
  planId: string;
  period: PlanPeriod;
  source: 'admin' | 'payment' | 'trial';
  transactionId?: string;
  startsAt?: number;
}

export interface QuotaView {
  subscription: SubscriptionRow;
  usedMinutes: number;
  remainingMinutes: number;
  quotaWeekStart: number;
  nextRenewal: number;
  lessonsUsed: number;
  maxLessons: number | null;
}

export interface SubscriptionsServiceDeps {
  db: Db;
  subscriptions: SubscriptionsRepository;
  clock: Clock;
  changeClock: ChangeClock;
  bus: EventBus;
  rules?: () => SubscriptionRules;
}

/** Plans granted for a period; the weekly quota is derived from lessons, never counted. */
export class SubscriptionsService {
  constructor(private readonly deps: SubscriptionsServiceDeps) {}

  private weekKey = '';
  /** Every booking asks for the quota week of its start; most fall in the same one. */
  private weekOf: (instant: number) => Readonly<{ start: number; end: number }> = () => {
    throw new Error('unset');
  };

  /** The quota week holding `at`, under the renewal weekday and hour in force. */
  quotaWeekOf(at: number): Readonly<{ start: number; end: number }> {
    const renewal = this.deps.rules?.().renewal ?? QUOTA_RENEWAL;
    const key = `${renewal.weekday}:${renewal.hour}`;
    if (key !== this.weekKey) {
      this.weekKey = key;
      this.weekOf = lastWeekCache((instant) => quotaWeek(instant, renewal));
    }
    return this.weekOf(at);
  }

  /** The free-cancellation window in force, in minutes: the platform setting, or the default. */
  freeCancellationMinutes(): number {
    return this.deps.rules?.().freeCancellationMinutes ?? FREE_CANCELLATION_MINUTES;
  }

  private lateCancelMs(): number {
    return this.freeCancellationMinutes() * 60_000;
  }

  /**
   * Create a subscription, or extend one: the same plan again is queued after the latest live
   * row of that plan; another plan starts at once and wins while it runs (decision 025).
   * A transaction grants at most once: a repeat answers the row it granted.
   */
  grant(input: GrantInput): SubscriptionRow {
    const { subscriptions } = this.deps;
    const granted = this.deps.db.transaction(
      () => {
        if (input.transactionId) {
          const existing = subscriptions.byTransaction(input.transactionId);
          if (existing) return { row: existing, fresh: false };
        }
        const plan = subscriptions.plan(input.planId);
        if (!plan) throw new AppError('plan-not-found');
        const now = this.deps.clock.now();
        let startsAt = input.startsAt ?? now;
        const samePlan = subscriptions
          .liveRows(input.userId, now)
          .filter((r) => r.planId === plan.id);
        if (samePlan.length > 0) startsAt = Math.max(startsAt, samePlan[0]!.endsAt);
        const stamp = this.deps.changeClock.next();
        const row = subscriptions.insert({
          id: newId(),
          userId: input.userId,
          planId: plan.id,
          period: input.period,
          weeklyMinutes: plan.weeklyMinutes,
          startsAt,
          endsAt: addLocalMonths(startsAt, PLAN_PERIOD_MONTHS[input.period]),
          status: 'active',
          source: input.source,
          transactionId: input.transactionId ?? null,
          createdAt: now,
          updatedAt: stamp,
        });
        return { row, fresh: true };
      },
      { behavior: 'immediate' },
    );
    if (granted.fresh) this.published(granted.row);
    return granted.row;
  }

  /** grant() that survives a racing duplicate of the same transaction. */
  grantOnce(input: GrantInput): SubscriptionRow {
    try {
      return this.grant(input);
    } catch (error) {
      if (input.transactionId && isUniqueViolation(error))
        return this.deps.subscriptions.byTransaction(input.transactionId)!;
      throw error;
    }
  }

  activeFor(userId: string, at: number = this.deps.clock.now()): SubscriptionRow | null {
    return this.deps.subscriptions.activeAt(userId, at) ?? null;
  }

  /**
   * Each plan's state now, by id: one that ran out before the renewal sweep marked it reads
   * `expired` already, and a removed row `cancelled` (it runs no more either way).
   */
  planStates(ids: readonly string[]): Map<string, SubscriptionStatus> {
    const now = this.deps.clock.now();
    return new Map(
      this.deps.subscriptions
        .statesOf(ids)
        .map((row) => [
          row.id,
          row.deleted
            ? 'cancelled'
            : row.status === 'active' && row.endsAt <= now
              ? 'expired'
              : row.status,
        ]),
    );
  }

  paidThrough(userId: string, at: number = this.deps.clock.now()): number | null {
    return this.deps.subscriptions.liveRows(userId, at)[0]?.endsAt ?? null;
  }

  /** Minutes left in the quota week holding `at` (what a booking checks). */
  remaining(subscription: SubscriptionRow, at: number, exceptLessonId?: string) {
    const week = this.quotaWeekOf(at);
    const usedMinutes = this.deps.subscriptions.usedMinutes(
      subscription.userId,
      week.start,
      week.end,
      this.lateCancelMs(),
      exceptLessonId,
    );
    return {
      week,
      usedMinutes,
      remainingMinutes: Math.max(0, subscription.weeklyMinutes - usedMinutes),
    };
  }

  /** The quota week holding `at`, with the lessons used against the plan's maximum. */
  quota(subscription: SubscriptionRow, at: number): QuotaView {
    const { week, usedMinutes, remainingMinutes } = this.remaining(subscription, at);
    const plan = this.deps.subscriptions.plan(subscription.planId);
    return {
      subscription,
      usedMinutes,
      remainingMinutes,
      quotaWeekStart: week.start,
      nextRenewal: week.end,
      lessonsUsed: this.deps.subscriptions.lessonsUsed(subscription.id, this.lateCancelMs()),
      maxLessons: plan?.maxLessons ?? null,
    };
  }

  /** The caller's active subscription with this week's minutes, or null. */
  current(userId: string): QuotaView | null {
    const now = this.deps.clock.now();
    const active = this.activeFor(userId, now);
    return active ? this.quota(active, now) : null;
  }

  /** The caller's active subscription with this week's minutes; 404 when there is none. */
  mine(userId: string): QuotaView {
    const now = this.deps.clock.now();
    const active = this.activeFor(userId, now);
    if (!active) throw new AppError('subscription-not-found');
    return this.quota(active, now);
  }

  get(caller: Caller, id: string): SubscriptionRow {
    const row = this.deps.subscriptions.byId(id);
    if (!row || row.deleted) throw new AppError('subscription-not-found');
    if (row.userId !== caller.id && !isAdmin(caller.role)) throw new AppError('forbidden');
    return row;
  }

  list(page: number, size: number, userId?: string) {
    return this.deps.subscriptions.list(page, size, userId);
  }

  /**
   * Cancel the caller's subscription (an admin may name anyone's). Refused once the plan's
   * maximum lessons were used. Queued renewals of the same user end with it.
   */
  cancel(caller: Caller, id?: string): SubscriptionRow {
    const now = this.deps.clock.now();
    const target = id ? this.get(caller, id) : this.activeFor(caller.id, now);
    return this.end(target, 'end', now);
  }

  /**
   * The plan a refunded payment paid for ends — that plan only: a queued renewal was paid by
   * another order (decision 025), so it stays, moved up to start where the refunded one no longer
   * runs (decision 270). No caller: the refund was already allowed (an admin's call) or made by
   * the gateway itself (a signed notification), and it is the refund that decides.
   * Throws like `cancel` when the plan is not running or past its lesson limit.
   */
  endPaidFor(id: string): SubscriptionRow {
    const row = this.deps.subscriptions.byId(id);
    return this.end(row && !row.deleted ? row : null, 'keep', this.deps.clock.now());
  }

  private end(
    target: SubscriptionRow | null,
    renewals: 'end' | 'keep',
    now: number,
  ): SubscriptionRow {
    if (!target || target.status !== 'active' || target.endsAt <= now)
      throw new AppError('subscription-not-found');
    const plan = this.deps.subscriptions.plan(target.planId);
    const used = this.deps.subscriptions.lessonsUsed(target.id, this.lateCancelMs());
    if (plan?.maxLessons != null && used >= plan.maxLessons)
      throw new AppError('subscription-uncancellable');
    const result = this.deps.db.transaction(
      () => {
        const live = this.deps.subscriptions.liveRows(target.userId, now);
        for (const row of live) {
          if (row.id !== target.id && (renewals === 'keep' || row.startsAt < target.startsAt))
            continue;
          this.deps.subscriptions.update(row.id, {
            status: 'cancelled',
            cancelledAt: now,
            updatedAt: this.deps.changeClock.next(),
          });
        }
        const movedUp = renewals === 'keep' ? this.moveUpRenewals(target, live, now) : [];
        return { ended: this.deps.subscriptions.byId(target.id)!, movedUp };
      },
      { behavior: 'immediate' },
    );
    this.published(result.ended);
    for (const row of result.movedUp) this.published(row);
    return result.ended;
  }

  /**
   * Renewals of the same plan queued behind an ended one start where it stopped counting (now,
   * or its own start if it had not begun), one after another, each its whole paid period: left
   * where they were, the student would have no plan in the gap and could buy none
   * (`subscription-exists`), with the next month already paid for. Inside end()'s transaction.
   */
  private moveUpRenewals(
    ended: SubscriptionRow,
    live: SubscriptionRow[],
    now: number,
  ): SubscriptionRow[] {
    const queued = live
      .filter((r) => r.planId === ended.planId && r.startsAt >= ended.endsAt)
      .sort((a, b) => a.startsAt - b.startsAt);
    let startsAt = Math.max(now, ended.startsAt);
    return queued.map((row) => {
      const moved = this.deps.subscriptions.update(row.id, {
        startsAt,
        endsAt: addLocalMonths(startsAt, PLAN_PERIOD_MONTHS[row.period]),
        updatedAt: this.deps.changeClock.next(),
      });
      startsAt = moved.endsAt;
      return moved;
    });
  }

  /** Weekly marker: end what has run out and wake clients to refresh their minutes. */
  renewWeek(): string[] {
    const userIds = this.deps.db.transaction(
      () =>
        this.deps.subscriptions.expireEnded(this.deps.clock.now(), this.deps.changeClock.next()),
      { behavior: 'immediate' },
    );
    this.deps.bus.publish('sync-changed', { collection: 'subscriptions', userIds: 'all' });
    return userIds;
  }

  private published(row: SubscriptionRow): void {
    this.deps.bus.publish('subscription-updated', { subscriptionId: row.id, userId: row.userId });
    this.deps.bus.publish('sync-changed', { collection: 'subscriptions', userIds: [row.userId] });
  }
}
