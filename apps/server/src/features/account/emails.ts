import { renderMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/message';

/** The one-time link that confirms deleting an account without a password. */
export function deletionLinkMessage(to: string, details: { name: string; link: string; minutes: number }): MailMessage {
  return {
    to,
    subject: 'Confirm deleting your Tidy Steps account',
    ...renderMail({
      heading: 'Delete your Tidy Steps account?',
      intro: [
        `Hello${details.name ? ` ${details.name}` : ''}, you asked to delete your Tidy Steps account.`,
        'Open the link to confirm. Your account and everything that is yours will be deleted, and this cannot be undone.',
      ],
      action: { label: 'Confirm deleting my account', url: details.link },
      outro: [
        `The link works once, for ${details.minutes} minutes, in a browser where you are signed in to Tidy Steps.`,
        'If you did not ask for this, ignore this e-mail: nothing is deleted.',
      ],
    }),
  };
}

/** Sent once the account is gone: to the address it had. */
export function accountDeletedMessage(to: string, details: { name: string; spacesDeleted: number }): MailMessage {
  const spaces =
    details.spacesDeleted === 0
      ? []
      : [
          `The ${details.spacesDeleted === 1 ? 'space' : `${details.spacesDeleted} spaces`} you organized ${
            details.spacesDeleted === 1 ? 'was' : 'were'
          } deleted with everything in ${details.spacesDeleted === 1 ? 'it' : 'them'}.`,
        ];
  return {
    to,
    subject: 'Your Tidy Steps account is deleted',
    ...renderMail({
      heading: 'Your account is deleted',
      intro: [
        `Hello${details.name ? ` ${details.name}` : ''}, as you asked, we deleted your Tidy Steps account: your sign-in, your settings, your to-do list, your progress, your photos and your tasks.`,
        ...spaces,
        'Family members keep their own tasks and points; where you were, they now see "Unknown User".',
      ],
      outro: ['This was the last e-mail from us. You are welcome back at any time with a new account.'],
    }),
  };
}
