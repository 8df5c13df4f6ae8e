import type { Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './sender.ts';

/** E-mail through an SMTP server (nodemailer, loaded on the first send: decision 169). */
export class SmtpSender implements MessageSender {
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly options: {
      host: string;
      port: number;
      user?: string;
      password?: string;
      from: string;
    },
  ) {}

  private connect(): Promise<Transporter> {
    const { host, port, user, password } = this.options;
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host,
        port,
        secure: port === 465,
        auth: user ? { user, pass: password } : undefined,
      }),
    );
    return this.transport;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const transport = await this.connect();
    await transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}
