import { AppError } from '@kalam/shared';
import type { MessageSender, OutgoingMessage } from './sender.ts';

/** WhatsApp Cloud API: a text message to an E.164 number. */
export class WhatsAppSender implements MessageSender {
  constructor(
    private readonly options: { token: string; phoneNumberId: string; fetch?: typeof fetch },
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(
      `https://graph.facebook.com/v21.0/${this.options.phoneNumberId}/messages`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: message.to.replace(/^\+/, ''),
          type: 'text',
          text: { body: `${message.subject}\n${message.text}` },
        }),
      },
    );
    if (!response.ok) throw new AppError('service-unavailable');
  }
}

/**
 * Telegram Bot API. A bot can only write to a chat that started it, so the recipient is the
 * chat id the user linked; an unknown one answers `unresolved-phone` (spec §8).
 */
export class TelegramSender implements MessageSender {
  constructor(
    private readonly options: {
      botToken: string;
      resolveChatId: (phone: string) => Promise<string | null>;
      fetch?: typeof fetch;
    },
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const chatId = await this.options.resolveChatId(message.to);
    if (!chatId) throw new AppError('unresolved-phone');
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(
      `https://api.telegram.org/bot${this.options.botToken}/sendMessage`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: chatId, text: `${message.subject}\n${message.text}` }),
      },
    );
    if (!response.ok) throw new AppError('service-unavailable');
  }
}

/** Sends each message through the adapter of its channel. */
export class ChannelRouter implements MessageSender {
  constructor(private readonly byChannel: Record<OutgoingMessage['channel'], MessageSender>) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.byChannel[message.channel].send(message);
  }
}
