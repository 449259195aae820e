import { renderMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/message';

export function invitationMessage(to: string, details: { inviterName: string; spaceName: string; role: string; link: string; expiresIn: string }): MailMessage {
  const role = details.role.charAt(0).toUpperCase() + details.role.slice(1);
  return {
    to,
    subject: `${details.inviterName} invited you to ${details.spaceName} on Tidy Steps`,
    ...renderMail({
      heading: `Join ${details.spaceName} on Tidy Steps`,
      intro: [
        `${details.inviterName} invited you to join ${details.spaceName} as a ${role}.`,
        'Tidy Steps helps households organize their home together, one small five-minute task at a time.',
      ],
      action: { label: 'Accept the invitation', url: details.link },
      outro: [`The invitation is for this email address and expires in ${details.expiresIn}. If you were not expecting it, you can ignore this email.`],
    }),
  };
}
