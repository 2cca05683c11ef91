import type { EmailAttachment } from './outbox.repository';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: EmailAttachment[] | null;
};
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/**
 * Sends over SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). nodemailer is loaded here, only when SMTP is
 * configured, so a server without it does not spend its start loading it.
 */
export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
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
