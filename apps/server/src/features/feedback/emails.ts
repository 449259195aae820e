import type { FeedbackCategory } from '@tidy/domain/constants';
import { RATING_MAX } from '@tidy/domain/constants';
import { renderMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/message';

export type FeedbackMail = {
  id: string;
  category: FeedbackCategory;
  rating: number | null;
  text: string;
  /** Null for a visitor who was not signed in. */
  sender: { name: string; email: string } | null;
  page: string | null;
  sentAt: Date;
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The team's copy of one piece of feedback (send-feedback, spec 01 §7): everything needed to follow it up. */
export function feedbackMessage(to: string, feedback: FeedbackMail): MailMessage {
  const from = feedback.sender
    ? `${feedback.sender.name || 'Unknown User'} <${feedback.sender.email}>`
    : 'a visitor who was not signed in';
  const rating = feedback.rating === null ? 'none given' : `${feedback.rating} of ${RATING_MAX}`;
  const category = capitalised(feedback.category);
  return {
    to,
    subject: `Feedback (${category}${feedback.rating === null ? '' : `, ${feedback.rating}/${RATING_MAX}`}) from ${feedback.sender?.name || 'a visitor'}`,
    ...renderMail({
      heading: `New feedback: ${category}`,
      intro: [
        `Category: ${category}`,
        `Rating: ${rating}`,
        `From: ${from}`,
        `Page: ${feedback.page ?? 'not given'}`,
        `Sent: ${feedback.sentAt.toISOString()}`,
        'Message:',
        // One paragraph per line, so the HTML copy keeps the sender's line breaks.
        ...feedback.text.split(/\r?\n/).filter((line) => line.trim() !== ''),
      ],
      outro: [`Feedback id ${feedback.id}.`],
    }),
  };
}
