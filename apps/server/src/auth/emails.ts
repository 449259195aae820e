import { renderMail } from '../platform/mail/layout';
import type { MailMessage } from '../platform/mail/message';

// What each account e-mail says. Links come from better-auth and expire; the texts say when.

export function confirmEmailMessage(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: 'Confirm your email for Tidy Steps',
    ...renderMail({
      heading: 'Confirm your email',
      intro: [
        `Hi${name ? ` ${name}` : ''}, welcome to Tidy Steps!`,
        'Confirm this is your email address and you will be signed in, ready to set up your home.',
      ],
      action: { label: 'Confirm my email', url },
      outro: ['The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.'],
    }),
  };
}

export function existingAccountMessage(to: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'You already have a Tidy Steps account',
    ...renderMail({
      heading: 'You already have an account',
      intro: [
        'Someone (probably you) tried to sign up for Tidy Steps with this email address, but it already has an account.',
        'Sign in instead. If you have forgotten your password, choose "Forgot password?" on the sign-in page.',
      ],
      action: { label: 'Sign in', url: signInUrl },
      outro: ['If this was not you, nothing has changed and you can ignore this email.'],
    }),
  };
}

export function resetPasswordMessage(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your Tidy Steps password',
    ...renderMail({
      heading: 'Reset your password',
      intro: ['We received a request to reset the password of your Tidy Steps account.'],
      action: { label: 'Choose a new password', url },
      outro: [
        'The link works once and expires in 1 hour. Resetting signs you out on every device.',
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
    }),
  };
}

export function magicLinkMessage(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Your Tidy Steps sign-in link',
    ...renderMail({
      heading: 'Sign in to Tidy Steps',
      intro: ['Use this link to sign in. No password needed.'],
      action: { label: 'Sign in to Tidy Steps', url },
      outro: ['The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this email.'],
    }),
  };
}
