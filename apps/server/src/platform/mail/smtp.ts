import nodemailer from 'nodemailer';
import type { MailTransport } from './message';

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { from });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transporter.close();
    },
  };
}
