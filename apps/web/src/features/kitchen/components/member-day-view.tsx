import { ArrowLeft, PartyPopper, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-fetch';
import { isNotLinked, type KitchenMember } from '../api/get-household';
import { useMemberDay, type AsMember, type KitchenItem, type MemberDay } from '../api/get-member-day';
import { useMemberAction, type ActionResult, type MemberAction } from '../api/member-action';
import { KitchenItemCard } from './kitchen-item-card';
import { MemberAvatar } from './member-avatar';

/** A day left open on a shared screen closes by itself (and forgets the PIN) after this long untouched. */
const IDLE_MS = 2 * 60_000;

export type PickedMember = { member: KitchenMember; asMember: AsMember; day: MemberDay };

type MemberDayViewProps = {
  picked: PickedMember;
  /** Back to everyone: the PIN is forgotten. */
  onDone: () => void;
  /** An answer said this tablet is no longer linked. */
  onNotLinked: () => void;
};

/** What the member reads after an action, in the live region. */
function praise(firstName: string, action: MemberAction, { outcome }: ActionResult): string {
  if (outcome.state === 'approved') return `Well done, ${firstName}! +${outcome.points_awarded ?? 0} points.`;
  if (outcome.state === 'waiting') return `Well done, ${firstName}! Sent for review.`;
  if (action === 'uncomplete') return 'Marked not done.';
  return action === 'complete' ? 'Marked done. Send it for review when you are ready.' : `Well done, ${firstName}!`;
}

/**
 * The member's own day on the tablet: what is still to do, with big buttons, then what is done and sent. Every
 * action goes to the server as this member (their PIN with it), which runs it through the services of their own
 * Today and answers with their day as it now is.
 */
export function MemberDayView({ picked, onDone, onNotLinked }: MemberDayViewProps) {
  const { member, asMember } = picked;
  const day = useMemberDay(asMember, picked.day);
  const act = useMemberAction();
  const [said, setSaid] = useState<{ text: string; good: boolean } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstName = member.full_name.split(' ')[0] || member.full_name;

  useEffect(() => heading.current?.focus(), []);
  useCloseWhenIdle(onDone);

  // Unlinked meanwhile: the tablet says so. The PIN changed or too many tries: back to everyone.
  const error = day.error ?? act.error;
  useEffect(() => {
    if (!error) return;
    if (isNotLinked(error)) onNotLinked();
    else if (error instanceof ApiError && (error.status === 403 || error.status === 429)) onDone();
  }, [error, onDone, onNotLinked]);

  function run(item: KitchenItem, action: MemberAction) {
    if (act.isPending) return;
    setSaid(null);
    act.mutate(
      { member: asMember, action, item },
      {
        onSuccess: (result) => setSaid({ text: praise(firstName, action, result), good: true }),
        onError: (failure) =>
          setSaid({
            text:
              failure instanceof ApiError && failure.status === 409
                ? failure.message
                : 'That did not work. Please try again.',
            good: false,
          }),
      },
    );
  }

  const items = day.data?.items ?? [];
  const open = items.filter((item) => item.state !== 'waiting' && item.state !== 'approved');
  const finished = items.filter((item) => item.state === 'waiting' || item.state === 'approved');
  const points = day.data?.spaces ?? [];

  return (
    <section aria-labelledby="member-heading" className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Button variant="outline" size="lg" className="h-14 rounded-2xl" onClick={onDone}>
          <ArrowLeft aria-hidden="true" />
          Back to everyone
        </Button>
        {points.length > 0 ? (
          <p className="inline-flex flex-wrap items-center gap-2 rounded-full bg-sand px-5 py-2 font-semibold text-sand-foreground">
            <Star aria-hidden="true" className="size-5" />
            {points.length === 1
              ? `${points[0]!.points} points`
              : points.map((space) => `${space.name} ${space.points}`).join(' · ') + ' points'}
          </p>
        ) : null}
      </div>

      <div className="flex items-center gap-5">
        <MemberAvatar userId={member.user_id} name={member.full_name} className="size-20 text-4xl" />
        <div>
          <h1
            ref={heading}
            id="member-heading"
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight focus:outline-none md:text-4xl"
          >
            Hi, {firstName}!
          </h1>
          <p className="mt-1 text-muted-foreground">
            {open.length === 0 ? 'Nothing left to do today.' : `${open.length} to do today`}
          </p>
        </div>
      </div>

      {/* Always there, so that what appears in it is read out. */}
      <div role="status" className="empty:-mt-8">
        {said ? (
          <p
            className={`rounded-2xl p-5 text-xl font-semibold ${said.good ? 'bg-primary-soft text-primary-soft-foreground' : 'bg-destructive-soft text-destructive'}`}
          >
            {said.text}
          </p>
        ) : null}
      </div>

      {open.length > 0 ? (
        <ul aria-label="To do" className="flex flex-col gap-4">
          {open.map((item) => (
            <KitchenItemCard key={`${item.kind}-${item.id}`} item={item} busy={act.isPending} onAction={run} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-border px-6 py-12 text-center">
          <PartyPopper aria-hidden="true" className="size-12 text-primary" />
          <p className="text-2xl font-semibold">All done, {firstName}!</p>
          <p className="text-muted-foreground">Enjoy your tidy home.</p>
        </div>
      )}

      {finished.length > 0 ? (
        <section aria-labelledby="finished-heading" className="flex flex-col gap-4">
          <h2 id="finished-heading" className="text-2xl font-semibold">
            Done and sent
          </h2>
          <ul aria-label="Done and sent" className="flex flex-col gap-4">
            {finished.map((item) => (
              <KitchenItemCard key={`${item.kind}-${item.id}`} item={item} busy={act.isPending} onAction={run} />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** Calls `close` once nobody has touched the screen (or a key) for IDLE_MS. */
function useCloseWhenIdle(close: () => void) {
  useEffect(() => {
    let timer = setTimeout(close, IDLE_MS);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(close, IDLE_MS);
    };
    window.addEventListener('pointerdown', restart);
    window.addEventListener('keydown', restart);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', restart);
      window.removeEventListener('keydown', restart);
    };
  }, [close]);
}
