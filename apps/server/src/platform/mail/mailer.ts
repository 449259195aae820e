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
  await queue.work<MailMessage>(MAIL_QUEUE, async (message) => {
    await transport.send(message);
    logger.debug({ to: message.to, subject: message.subject }, 'e-mail sent');
  });
  return {
    transportKind: transport.kind,
    send: (message) => queue.send(MAIL_QUEUE, message, { retryLimit: 8, retryDelaySeconds: 5, retryBackoff: true }),
  };
}
