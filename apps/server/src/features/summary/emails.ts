import { renderMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/message';
import type { SpaceWeek, WeeklySummary } from './summary';

// The weekly summary e-mail: the same headlines as the page and the push, then each space's numbers, and a
// link to the page. It carries no secret: the link opens the page for whoever is signed in.

const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One paragraph per space: who did how many chores, tasks and points (as the person may see), what is overdue. */
export function spaceParagraph(space: SpaceWeek): string {
  const people = space.members.map((member) => {
    const name = member.is_you ? 'You' : member.full_name;
    const parts = [counted(member.chores_done, 'chore')];
    if (member.tasks_approved !== null && member.tasks_approved > 0) parts.push(counted(member.tasks_approved, 'task'));
    if (member.points_earned !== null && member.points_earned !== 0)
      parts.push(`${member.points_earned} points earned`);
    if (member.points_spent !== null && member.points_spent !== 0) parts.push(`${member.points_spent} spent`);
    return `${name}: ${parts.join(', ')}`;
  });
  const overdue = space.chores_overdue === 0 ? 'nothing' : counted(space.chores_overdue, 'chore');
  const rewards = space.rewards_redeemed > 0 ? ` Rewards redeemed: ${space.rewards_redeemed}.` : '';
  return `${space.name} — ${people.join('; ')}. Overdue now: ${overdue}.${rewards}`;
}

export function weeklySummaryMessage(
  to: string,
  summary: WeeklySummary,
  links: { summary: string; settings: string },
): MailMessage {
  return {
    to,
    // Plain ASCII ("23 to 29 Nov 2026"): a subject needs no encoded words, and every mail client shows it alike.
    subject: `Your week in Tidy Steps: ${summary.week.label.replace(/\s?–\s?/, ' to ')}`,
    ...renderMail({
      heading: `Your week: ${summary.week.label}`,
      intro: [...summary.headlines, ...summary.spaces.map(spaceParagraph)],
      action: { label: 'Open your weekly summary', url: links.summary },
      outro: [
        `You get this e-mail because you chose a weekly summary. To stop it, set it to Off in your settings: ${links.settings}`,
      ],
    }),
  };
}
