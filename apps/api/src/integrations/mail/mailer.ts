import nodemailer from 'nodemailer';
import type { EmailAttachment } from './outbox.repository';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: EmailAttachment[] | null;
};
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/** Sends over SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
    close: () => transport.close(),
  };
}
