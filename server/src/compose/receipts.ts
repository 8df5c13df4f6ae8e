import { AppError, personTimeZone } from '@kalam/shared';
import type { Db } from '../db/client.ts';
import type { Clock } from '../kernel/clock.ts';
import type { EventBus } from '../kernel/event-bus.ts';
import { callerOf } from '../kernel/caller.ts';
import type { AppDeps } from '../deps.ts';
import { JobsRepository } from '../modules/jobs/jobs.repository.ts';
import { ReceiptJobs, type ReceiptInfo } from '../modules/jobs/jobs.port.ts';
import type { MessageSender } from '../modules/messages/messages.port.ts';

/**
 * What the payer may still read, or null when it is gone since the payment (an invitation
 * withdrawn, a subscription removed): the receipt leaves that line out rather than never going out. Anything but
 * the areas' own refusals (a database error) is thrown, so the job is tried again.
 */
function stillThere<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * What a paid order's receipt states, from the payments, plans and subscriptions areas' faces,
 * read as the payer (an invite-only plan is theirs to see while invited; what is gone since is left out).
 */
function receiptOf(deps: AppDeps, transactionId: string): ReceiptInfo | undefined {
  const tx = deps.payments.transactions.byId(transactionId);
  const payer = tx && deps.users.byId(tx.userId);
  if (!tx || !payer || tx.status !== 'Processed') return undefined;
  const caller = callerOf(payer);
  const plan = stillThere(() => deps.plansService.get(caller, tx.planId));
  const subscriptionId = tx.subscriptionId;
  const subscription = subscriptionId
    ? stillThere(() => deps.subscriptionsService.get(caller, subscriptionId))
    : null;
  return {
    transactionId: tx.id,
    userId: tx.userId,
    amount: tx.amount,
    discount: tx.discount,
    couponCode: tx.couponCode,
    method: tx.method,
    period: tx.period,
    planName: plan?.nameAr ?? null,
    paidAt: tx.paidAt ?? tx.processedAt ?? tx.updatedAt,
    startsAt: subscription?.startsAt ?? null,
    endsAt: subscription?.endsAt ?? null,
    timeZone: personTimeZone(payer),
  };
}

/** A receipt by e-mail for each order that paid for a plan (decision 276), on the job runner. */
export function attachReceipts(
  deps: AppDeps,
  base: { db: Db; bus: EventBus; clock: Clock; sender: MessageSender },
): void {
  const receipts = new ReceiptJobs({
    jobs: new JobsRepository(base.db),
    users: deps.users,
    sender: base.sender,
    clock: base.clock,
    lookup: (id) => receiptOf(deps, id),
  });
  receipts.register(deps.jobRunner);
  base.bus.subscribe('transaction-status-update', (e) => {
    if (e.status === 'Processed') receipts.paid(e.transactionId);
  });
}
