import type { Logger } from '../../kernel/logger.ts';
import type { MessageSender } from '../messages/messages.port.ts';
import type { UserRow } from '../users/index.ts';

/**
 * A reminder or a notice to one person: by e-mail, and by their chat app when that is how they
 * want to hear and they have a phone. A chat app that cannot reach them must not cost them the
 * e-mail: its failure is logged, not thrown.
 */
export async function deliverTo(
  deps: { sender: MessageSender; log: Logger },
  person: UserRow,
  message: { subject: string; text: string },
): Promise<void> {
  await deps.sender.send({ channel: 'email', to: person.email, ...message });
  const chat = person.notificationMethod;
  if ((chat === 'whatsapp' || chat === 'telegram') && person.phone)
    await deps.sender
      .send({ channel: chat, to: person.phone, ...message })
      .catch((error: unknown) =>
        deps.log.error('message not delivered', { channel: chat, error: String(error) }),
      );
}
