import { AlarmClock, Flame, Gift, History } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonVariants } from '../../../components/ui/button-variants';
import type { MemberWeek, SpaceWeek } from '../api/get-weekly-summary';
import { signedPoints } from '../history-view';

const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A number the viewer may not see: a dash, said as "hidden" to a screen reader. */
function Hidden() {
  return (
    <>
      <span aria-hidden="true" className="text-muted-foreground">
        –
      </span>
      <span className="sr-only">hidden</span>
    </>
  );
}

function pointsCell(member: MemberWeek) {
  if (member.points_earned === null || member.points_spent === null) return <Hidden />;
  if (member.points_earned === 0 && member.points_spent === 0) return <span className="text-muted-foreground">0</span>;
  return (
    <span className="whitespace-nowrap">
      <span className="text-primary">{signedPoints(member.points_earned)}</span>
      {member.points_spent > 0 ? <span className="text-destructive"> {signedPoints(-member.points_spent)}</span> : null}
    </span>
  );
}

/** One space's week: who did how much, the points the viewer may see, the streak, what is overdue now. */
export function SpaceWeekCard({ space }: { space: SpaceWeek }) {
  const someHidden = space.members.some((member) => member.points_earned === null);
  return (
    <section
      aria-labelledby={`space-${space.id}`}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`space-${space.id}`} className="text-xl font-semibold tracking-tight">
          {space.name}
        </h2>
        <Link to={paths.history(space.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <History aria-hidden="true" />
          History
        </Link>
      </div>

      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">{space.name}: the week by member</caption>
        <thead className="text-xs font-semibold text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Member
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Chores
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Tasks
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              Points
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {space.members.map((member) => (
            <tr key={member.user_id}>
              <th scope="row" className="max-w-0 py-2.5 pr-2 font-medium break-words">
                {member.is_you ? 'You' : member.full_name}
              </th>
              <td className="px-2 py-2.5 text-right tabular-nums">{member.chores_done}</td>
              <td className="px-2 py-2.5 text-right tabular-nums">
                {member.tasks_approved === null ? <Hidden /> : member.tasks_approved}
              </td>
              <td className="py-2.5 pl-2 text-right font-semibold tabular-nums">{pointsCell(member)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {someHidden ? (
        <p className="mt-2 text-xs text-muted-foreground">
          You see your own tasks and points; organizers see everyone’s.
        </p>
      ) : null}

      <ul className="mt-4 flex flex-wrap gap-2 text-sm">
        <li className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1">
          <AlarmClock aria-hidden="true" className="size-4" />
          {space.chores_overdue === 0 ? 'Nothing overdue now' : `${counted(space.chores_overdue, 'chore')} overdue now`}
        </li>
        {space.rewards_redeemed > 0 ? (
          <li className="inline-flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-sand-foreground">
            <Gift aria-hidden="true" className="size-4" />
            {counted(space.rewards_redeemed, 'reward')} redeemed
          </li>
        ) : null}
        {space.my_streak ? (
          <li className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-primary-soft-foreground">
            <Flame aria-hidden="true" className="size-4" />
            {space.my_streak.current > 0
              ? `Your chore streak: ${counted(space.my_streak.current, 'day')}`
              : 'No chore streak yet'}
            {space.my_streak.paused_today ? ' (paused)' : ''}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
