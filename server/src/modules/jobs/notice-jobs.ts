import type { Clock } from '../../kernel/clock.ts';
import type { Logger } from '../../kernel/logger.ts';
import type { MessageSender } from '../messages/messages.port.ts';
import type { UsersRepository } from '../users/index.ts';
import { deliverTo } from './deliver.ts';
import type { JobsRepository } from './jobs.repository.ts';
import type { JobRunner } from './jobs.runner.ts';

export interface NoticeJobsDeps {
  jobs: JobsRepository;
  users: UsersRepository;
  sender: MessageSender;
  clock: Clock;
  log: Logger;
}

/**
 * A step that reaches the person it concerns outside the app (decision 285): one job per event
 * and recipient, keyed `notice:{event}:{recipient}`, so a second publish of the same event, a
 * repeated call or a restart queues nothing new, and a mail server that is down is tried again by
 * the runner. The text is written when the event happens (its facts, the person's gender and
 * wall clock); who receives it, and by which channel, is read when it goes out.
 */
export class NoticeJobs {
  constructor(private readonly deps: NoticeJobsDeps) {}

  /** Queue `message` for `userId`, once for `event` (e.g. `interview:{id}:Passed`). */
  send(event: string, userId: string, message: { subject: string; text: string }): void {
    const now = this.deps.clock.now();
    this.deps.jobs.enqueue(
      {
        kind: 'notice',
        key: `notice:${event}:${userId}`,
        payload: { userId, ...message },
        runAt: now,
      },
      now,
    );
  }

  register(runner: JobRunner): void {
    runner.register('notice', (p) => this.deliver(p));
  }

  private async deliver(payload: Record<string, unknown>): Promise<void> {
    const person = this.deps.users.byId(String(payload.userId));
    if (!person || person.deleted) return;
    await deliverTo(this.deps, person, {
      subject: String(payload.subject),
      text: String(payload.text),
    });
  }
}
