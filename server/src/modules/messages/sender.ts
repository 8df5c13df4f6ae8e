export type Channel = 'email' | 'whatsapp' | 'telegram';

export interface OutgoingMessage {
  channel: Channel;
  /** An e-mail address or an E.164 phone number. */
  to: string;
  subject: string;
  text: string;
}

/** The message port: SMTP, WhatsApp and Telegram adapters, or the dev outbox. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
