import type { Clock } from '../../kernel/clock.ts';
import type { MessageSender } from '../messages/messages.port.ts';
import type { UsersRepository } from '../users/index.ts';
import type { JobsRepository } from './jobs.repository.ts';
import type { JobRunner } from './jobs.runner.ts';
import { receiptMessage, type ReceiptInfo } from './receipt-message.ts';

export type { ReceiptInfo } from './receipt-message.ts';

export interface ReceiptJobsDeps {
  jobs: JobsRepository;
  users: UsersRepository;
  sender: MessageSender;
  clock: Clock;
  /** The payments area answers (read when the receipt is sent); undefined for an unknown order. */
  lookup: (transactionId: string) => ReceiptInfo | undefined;
}

/**
 * A receipt by e-mail for every order that paid for a plan (decision 276). A job, keyed by the
 * order, so a callback told twice, a retried grant or a restart sends it once, and a mail server
 * that is down is tried again by the job runner.
 */
export class ReceiptJobs {
  constructor(private readonly deps: ReceiptJobsDeps) {}

  /** The order became Processed: its receipt goes out as soon as the runner takes it. */
  paid(transactionId: string): void {
    const now = this.deps.clock.now();
    this.deps.jobs.enqueue(
      {
        kind: 'payment-receipt',
        key: `payment-receipt:${transactionId}`,
        payload: { transactionId },
        runAt: now,
      },
      now,
    );
  }

  register(runner: JobRunner): void {
    runner.register('payment-receipt', (p) => this.send(String(p.transactionId)));
  }

  private async send(transactionId: string): Promise<void> {
    const info = this.deps.lookup(transactionId);
    const payer = info && this.deps.users.byId(info.userId);
    if (!info || !payer) return;
    await this.deps.sender.send({ channel: 'email', to: payer.email, ...receiptMessage(info) });
  }
}
