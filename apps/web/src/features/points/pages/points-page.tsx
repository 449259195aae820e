import { Gift, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { SelectField } from '../../../components/ui/select-field';
import { useSpace, type SpaceMember } from '../../tasks/api/get-space';
import { useSpaceEvents } from '../../tasks/api/use-space-events';
import { useLedger, type LedgerEntry, type LedgerMember } from '../api/get-ledger';
import { AdjustPointsDialog } from '../components/adjust-points-dialog';
import { BalanceSummary } from '../components/balance-summary';
import { LedgerList } from '../components/ledger-list';
import { UndoEntryDialog } from '../components/undo-entry-dialog';
import { SpaceLoadProblem } from '../../../app/space-load-problem';

const nameOf = (member: Pick<SpaceMember, 'full_name' | 'email'>) =>
  member.full_name?.trim() || member.email?.trim() || 'Unknown User';

/**
 * /spaces/:spaceId/points: a member's balance and every movement of their points, newest first. Organizers
 * pick whose (or the whole space's), adjust a member's points and undo an entry made by mistake.
 */
export function PointsPage() {
  const { spaceId = '' } = useParams();
  const space = useSpace(spaceId);
  useSpaceEvents(spaceId);
  if (space.isPending) return <PageLoading label="Loading points..." />;
  if (space.isError)
    return (
      <SpaceLoadProblem failure="Failed to load space data." error={space.error} retry={() => void space.refetch()} />
    );
  return (
    <PointsScreen
      spaceId={spaceId}
      spaceName={space.data.space.name}
      members={space.data.members}
      isOrganizer={space.data.role === 'organizer'}
    />
  );
}

type PointsScreenProps = { spaceId: string; spaceName: string; members: SpaceMember[]; isOrganizer: boolean };

function PointsScreen({ spaceId, spaceName, members, isOrganizer }: PointsScreenProps) {
  const [member, setMember] = useState<LedgerMember>('me');
  const [adjusting, setAdjusting] = useState(false);
  const [undoing, setUndoing] = useState<LedgerEntry | null>(null);
  const ledger = useLedger(spaceId, member);
  const names = new Map(members.map((person) => [person.user_id, nameOf(person)]));
  const memberNameOf = (userId: string) => names.get(userId) ?? 'A former member';
  const others = members.filter((person) => !person.is_you);
  const shownName = member === 'me' || member === 'all' ? undefined : memberNameOf(member);
  const balance = ledger.data?.pages[0]?.balance ?? null;

  const options = [
    { value: 'me', label: 'You' },
    ...others.map((person) => ({ value: person.user_id, label: nameOf(person) })),
    { value: 'all', label: 'Everyone in the space' },
  ];

  return (
    <section aria-labelledby="points-heading" className="mx-auto w-full max-w-3xl px-4 py-6 md:px-8 md:py-10">
      <p className="text-sm font-semibold text-muted-foreground">{spaceName}</p>
      <h1 id="points-heading" className="mt-1 text-3xl font-bold tracking-tight md:text-4xl">
        Points history
      </h1>

      {isOrganizer ? (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            className="flex-1"
            label="Whose points"
            value={member}
            options={options}
            onValueChange={setMember}
          />
          {others.length > 0 ? (
            <Button variant="secondary" onClick={() => setAdjusting(true)}>
              <SlidersHorizontal aria-hidden="true" />
              Adjust points
            </Button>
          ) : null}
        </div>
      ) : null}

      {member !== 'all' ? (
        <BalanceSummary
          className="mt-6"
          label={shownName ? `${shownName}'s balance` : 'Your balance'}
          balance={balance}
          action={
            <Link to={paths.rewards(spaceId)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Gift aria-hidden="true" />
              Rewards
            </Link>
          }
        />
      ) : null}

      <h2 className="mt-8 mb-3 text-xl font-semibold tracking-tight">
        {member === 'all' ? 'Everyone’s history' : 'History'}
      </h2>
      <LedgerList ledger={ledger} memberNameOf={member === 'all' ? memberNameOf : undefined} onUndo={setUndoing} />

      {adjusting ? (
        <AdjustPointsDialog
          spaceId={spaceId}
          members={others.map((person) => ({ user_id: person.user_id, name: nameOf(person) }))}
          initialMemberId={shownName ? member : undefined}
          open
          onOpenChange={setAdjusting}
        />
      ) : null}
      <UndoEntryDialog
        spaceId={spaceId}
        entry={undoing}
        memberName={undoing ? memberNameOf(undoing.user_id) : ''}
        onClose={() => setUndoing(null)}
      />
    </section>
  );
}
