import { LockKeyhole } from 'lucide-react';
import type { Household, KitchenMember } from '../api/get-household';
import { MemberAvatar } from './member-avatar';

type MemberGridProps = {
  household: Household;
  /** The member whose day is being opened: their tile says so and every tile waits. */
  opening: string | null;
  onPick: (member: KitchenMember) => void;
};

/** Everyone the tablet shows, as big tiles: a person taps their own to see their day. */
export function MemberGrid({ household, opening, onPick }: MemberGridProps) {
  const spaces = household.spaces.map((space) => space.name).join(', ');
  return (
    <section aria-labelledby="household-heading" className="flex flex-col gap-8">
      <div>
        <h1
          id="household-heading"
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight focus:outline-none md:text-4xl"
        >
          Who's helping?
        </h1>
        <p className="mt-2 text-muted-foreground">
          Tap your picture to see your chores for today{spaces ? ` in ${spaces}` : ''}.
        </p>
      </div>
      {household.members.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">
          Nobody to show yet. An organizer can choose the spaces for this tablet on their phone.
        </p>
      ) : (
        <ul aria-label="Household" className="grid grid-cols-2 gap-5 md:grid-cols-3 md:gap-6">
          {household.members.map((member) => (
            <li key={member.user_id}>
              <button
                type="button"
                onClick={() => onPick(member)}
                aria-disabled={opening !== null || undefined}
                className="flex min-h-64 w-full cursor-pointer flex-col items-center justify-center gap-4 rounded-3xl border-2 border-border bg-surface p-5 text-center shadow-sm transition-colors hover:border-primary hover:bg-primary-soft focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none active:bg-primary-soft-hover aria-disabled:cursor-wait"
              >
                <MemberAvatar userId={member.user_id} name={member.full_name} className="size-28 text-6xl" />
                <span className="text-2xl leading-tight font-semibold break-words">{member.full_name}</span>
                <span className="inline-flex min-h-6 items-center gap-1.5 text-base text-muted-foreground">
                  {opening === member.user_id ? (
                    'Opening...'
                  ) : member.has_pin ? (
                    <>
                      <LockKeyhole aria-hidden="true" className="size-4" />
                      <span className="sr-only">, asks for a </span>PIN
                    </>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
