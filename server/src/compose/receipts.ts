import type { Db } from '../db/client.ts';
import type { Clock } from '../kernel/clock.ts';
import type { EventBus } from '../kernel/event-bus.ts';
import { callerOf } from '../kernel/caller.ts';
import type { AppDeps } from '../deps.ts';
import { JobsRepository } from '../modules/jobs/jobs.repository.ts';
import { ReceiptJobs, type ReceiptInfo } from '../modules/jobs/jobs.port.ts';
import type { MessageSender } from '../modules/messages/messages.port.ts';

/**
 * What a paid order's receipt states, from the payments, plans and subscriptions areas' faces,
 * read as the payer (an invite-only plan is theirs to see; a plan deleted since is left unnamed).
 */
function receiptOf(deps: AppDeps, transactionId: string): ReceiptInfo | undefined {
  const tx = deps.payments.transactions.byId(transactionId);
  const payer = tx && deps.users.byId(tx.userId);
  if (!tx || !payer || tx.status !== 'Processed') return undefined;
  const caller = callerOf(payer);
  let planName: string | null = null;
  try {
    planName = deps.plansService.get(caller, tx.planId).nameAr;
  } catch {
    planName = null;
  }
  const subscription = tx.subscriptionId
    ? deps.subscriptionsService.get(caller, tx.subscriptionId)
    : null;
  return {
    transactionId: tx.id,
    userId: tx.userId,
    amount: tx.amount,
    discount: tx.discount,
    couponCode: tx.couponCode,
    method: tx.method,
    period: tx.period,
    planName,
    paidAt: tx.paidAt ?? tx.processedAt ?? tx.updatedAt,
    startsAt: subscription?.startsAt ?? null,
    endsAt: subscription?.endsAt ?? null,
    timeZone: payer.timeZone,
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
