import { oneLine } from '@tidy/domain/text';
import type { Logger } from 'pino';
import type { JobQueue } from '../jobs/queue';
import type { MailMessage, MailTransport } from './message';

const MAIL_QUEUE = 'mail.send';

export type Mailer = {
  transportKind: MailTransport['kind'];
  /** Queues the message; a slow or failing mail server never fails the request that sent it. */
  send(message: MailMessage): Promise<void>;
};

export async function startMailer(queue: JobQueue, transport: MailTransport, logger: Logger): Promise<Mailer> {
  await queue.work<MailMessage>(MAIL_QUEUE, async (queued) => {
    // A subject is built from names people typed; one stored before names had to be one line must still
    // not break the header (or the outbox page), whichever e-mail builds it.
    const message = { ...queued, subject: oneLine(queued.subject) };
    await transport.send(message);
    logger.debug({ to: message.to, subject: message.subject }, 'e-mail sent');
  });
  return {
    transportKind: transport.kind,
    send: (message) => queue.send(MAIL_QUEUE, message, { retryLimit: 8, retryDelaySeconds: 5, retryBackoff: true }),
  };
}
