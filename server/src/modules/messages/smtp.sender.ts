import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './sender.ts';

/** E-mail through an SMTP server (nodemailer). */
export class SmtpSender implements MessageSender {
  private readonly transport: Transporter;

  constructor(
    private readonly options: {
      host: string;
      port: number;
      user?: string;
      password?: string;
      from: string;
    },
  ) {
    this.transport = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.port === 465,
      auth: options.user ? { user: options.user, pass: options.password } : undefined,
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}
