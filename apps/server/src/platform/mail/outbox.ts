import { desc } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailTransport } from './message';

/**
 * With no mail server configured, e-mails are kept in the database and printed to the console with their
 * links, so a newcomer can still confirm an account (and find it again at /dev/mail).
 */
export function outboxTransport(db: Database, logger: Logger): MailTransport {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values(message);
      logger.info(
        { to: message.to, subject: message.subject, links: message.links },
        `E-mail to ${message.to}: "${message.subject}" (no SMTP_URL set, so it is kept at /dev/mail)${message.links.map((link) => `\n  → ${link}`).join('')}`,
      );
    },
  };
}

export async function latestOutboxMail(db: Database, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
