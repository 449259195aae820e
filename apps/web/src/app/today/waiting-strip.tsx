import { ClipboardCheck, Gift, Star } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../paths';
import type { Today } from './get-today';

type TodaySpace = Today['spaces'][number];
type Waiting = { key: string; to: string; text: string; space: string; icon: typeof Gift };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Per space, what waits for the person's answer: chore turns to review and reward requests. */
function waitingOf(spaces: readonly TodaySpace[]): Waiting[] {
  return spaces.flatMap((space) => [
    ...(space.chores_to_review > 0
      ? [
          {
            key: `chores-${space.id}`,
            to: paths.chores(space.id),
            text: count(space.chores_to_review, 'chore to review', 'chores to review'),
            space: space.name,
            icon: ClipboardCheck,
          },
        ]
      : []),
    ...(space.reward_requests > 0
      ? [
          {
            key: `rewards-${space.id}`,
            to: paths.rewards(space.id),
            text: count(space.reward_requests, 'reward request', 'reward requests'),
            space: space.name,
            icon: Gift,
          },
        ]
      : []),
  ]);
}

/**
 * The top of Today: what waits for the person's answer (chore turns to review, reward requests), one link
 * per space, and their points in each space they earn in (guests do not), linking to its history.
 */
export function WaitingStrip({ spaces }: { spaces: readonly TodaySpace[] }) {
  const waiting = waitingOf(spaces);
  const earning = spaces.filter((space) => space.role !== 'guest');
  if (waiting.length === 0 && earning.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {waiting.length > 0 ? (
        <section aria-labelledby="waiting-heading" className="flex flex-col gap-2">
          <h2 id="waiting-heading" className="text-sm font-semibold text-muted-foreground">
            Waiting for you
          </h2>
          <ul className="flex flex-wrap gap-2">
            {waiting.map(({ key, to, text, space, icon: Icon }) => (
              <li key={key} className="max-w-full">
                <Link
                  to={to}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-sand px-3 py-1.5 text-sm text-sand-foreground underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className="font-semibold">{text}</span>
                  <span className="truncate">· {space}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {earning.length > 0 ? (
        <section aria-label="Your points" className="flex items-start gap-2 text-sm">
          <Star aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <ul className="flex min-w-0 flex-wrap gap-x-4 gap-y-1">
            {earning.map((space) => (
              <li key={space.id} className="min-w-0">
                <Link
                  to={paths.points(space.id)}
                  className="text-muted-foreground underline-offset-2 hover:text-foreground hover:underline"
                >
                  {space.name} · <span className="font-semibold text-foreground">{count(space.points, 'point', 'points')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
