import type { MailTransport } from './mail-transport.ts';

/**
 * SMTP through nodemailer, from an URL such as smtps://user:pass@smtp.example.com:465. The library
 * loads with the first mail, not at the process's start.
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
  return {
    async send(mail) {
      await (
        await transporter
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers ?? undefined,
        attachments: mail.attachments?.map(({ filename, content, contentType }) => ({
          filename,
          content,
          contentType,
        })),
      });
    },
    async close() {
      (await transporter).close();
    },
  };
}
