import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Clock } from '../../kernel/clock.ts';
import { newId } from '../../kernel/ids.ts';
import type { Logger } from '../../kernel/logger.ts';
import type { MessageSender, OutgoingMessage } from './sender.ts';

/** The embedded default: keeps each message in the database and prints it (the `local` outbox). */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.db
      .insert(outboxMessages)
      .values({
        id: newId(),
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        createdAt: this.clock.now(),
      })
      .run();
    this.log.info('outbox message', {
      channel: message.channel,
      to: message.to,
      subject: message.subject,
      body: message.text,
    });
  }

  list(recipient: string) {
    return this.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .all();
  }
}
