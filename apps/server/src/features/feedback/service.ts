import type { FeedbackInput } from '@tidy/domain/validation';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { feedback } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import type { Mailer } from '../../platform/mail/mailer';
import { feedbackMessage } from './emails';

export type FeedbackDeps = {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Where the team reads feedback; null keeps it in the database only. */
  feedbackTo: string | null;
  /** Multiplies the per-address limit (RATE_LIMIT_ADDRESS_FACTOR), for many people behind one address. */
  addressFactor: number;
};

// Visitors may send feedback too, so the only brake is per client address: enough for a person with a lot
// to say, too few to make the team's inbox (or the database) a target.
export const FEEDBACK_PER_HOUR_PER_ADDRESS = 10;

export type FeedbackSubmission = FeedbackInput & { page?: string | undefined };

/**
 * Keeps one piece of feedback (one insert) and, when FEEDBACK_TO is set, queues its e-mail to the team.
 * Who sent it comes from the session alone: a visitor's feedback has no user.
 */
export async function sendFeedback(
  deps: FeedbackDeps,
  sender: Actor | null,
  input: FeedbackSubmission,
  clientAddress: string,
): Promise<{ id: string }> {
  await deps.rateLimiter.consume([
    {
      key: `feedback:address:${clientAddress}`,
      limit: { max: FEEDBACK_PER_HOUR_PER_ADDRESS * deps.addressFactor, windowSeconds: 3600 },
    },
  ]);
  const [row] = await deps.db
    .insert(feedback)
    .values({
      userId: sender?.userId ?? null,
      userEmail: sender?.email ?? null,
      userName: sender?.fullName ?? null,
      category: input.category,
      rating: input.rating ?? null,
      feedbackText: input.feedback_text,
      page: input.page || null,
    })
    .returning({ id: feedback.id, createdAt: feedback.createdAt });
  if (!row) throw new Error('feedback insert returned no row');

  if (deps.feedbackTo) {
    await deps.mailer.send(
      feedbackMessage(deps.feedbackTo, {
        id: row.id,
        category: input.category,
        rating: input.rating ?? null,
        text: input.feedback_text,
        sender: sender ? { name: sender.fullName, email: sender.email } : null,
        page: input.page || null,
        sentAt: row.createdAt,
      }),
    );
  }
  return { id: row.id };
}
