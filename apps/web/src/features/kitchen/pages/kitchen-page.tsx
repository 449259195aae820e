import { useQueryClient } from '@tanstack/react-query';
import { todayIsoDate } from '@tidy/domain/time';
import { CircleAlert } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-fetch';
import { canStreamEvents } from '../../../lib/event-stream';
import { followLiveUpdates } from '../../../lib/follow-live-updates';
import { useDocumentTitle } from '../../../lib/page-header';
import { getHousehold, isNotLinked, useHousehold, type KitchenMember } from '../api/get-household';
import { getMemberDay } from '../api/get-member-day';
import { kitchenKeys } from '../api/query-keys';
import { LinkThisTablet } from '../components/link-this-tablet';
import { MemberDayView, type PickedMember } from '../components/member-day-view';
import { MemberGrid } from '../components/member-grid';
import { TabletFrame } from '../components/tablet-frame';

// The PIN pad (and Radix's dialog with it) loads when the first person with a PIN taps their picture.
const PinDialog = lazy(() => import('../components/pin-dialog').then((module) => ({ default: module.PinDialog })));

/**
 * /kitchen (issue 20, decision 028): the household's shared screen. Not linked, it asks for an organizer's code.
 * Linked, it shows everyone; a person taps their picture (and enters their PIN, if they set one) to see their own
 * day and mark things done, as themself. It holds no session: the server knows it by its own credential.
 */
export function KitchenPage() {
  useDocumentTitle('Kitchen tablet');
  const queryClient = useQueryClient();
  const household = useHousehold();
  const [wasLinked, setWasLinked] = useState(false);
  const [picked, setPicked] = useState<PickedMember | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [asking, setAsking] = useState<KitchenMember | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const linked = household.isSuccess;

  const refused = household.isError && isNotLinked(household.error);
  const [wasRefused, setWasRefused] = useState(false);
  // Adjusted as the page renders (no effect): once linked, a refusal reads "unlinked"; and when the tablet is
  // refused, whoever was picked is forgotten, with their PIN.
  if (linked && !wasLinked) setWasLinked(true);
  if (refused !== wasRefused) {
    setWasRefused(refused);
    if (refused) {
      setPicked(null);
      setAsking(null);
    }
  }
  useTabletEvents(linked);

  const checkLink = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: kitchenKeys.household }),
    [queryClient],
  );
  const backToEveryone = useCallback(() => {
    setPicked(null);
    setProblem(null);
  }, []);

  /** Opens a member's day: null once open, or what to tell them. */
  async function open(member: KitchenMember, pin: string | undefined): Promise<string | null> {
    const asMember = { userId: member.user_id, date: todayIsoDate(new Date()), pin };
    try {
      const day = await getMemberDay(asMember);
      setAsking(null);
      setProblem(null);
      setPicked({ member, asMember, day });
      return null;
    } catch (error) {
      if (isNotLinked(error)) {
        setAsking(null);
        checkLink();
        return null;
      }
      if (error instanceof ApiError && error.status !== 0) return error.message;
      return 'The tablet could not reach the server. Please try again.';
    }
  }

  async function pick(member: KitchenMember) {
    if (opening !== null) return;
    setProblem(null);
    if (member.has_pin) {
      setAsking(member);
      return;
    }
    setOpening(member.user_id);
    const answer = await open(member, undefined);
    setOpening(null);
    if (answer !== null) setProblem(answer);
  }

  let content;
  if (household.isPending) content = <PageLoading label="Opening the kitchen tablet..." />;
  else if (household.isError && isNotLinked(household.error)) content = <LinkThisTablet unlinked={wasLinked} />;
  else if (household.isError) {
    content = (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border border-border bg-surface p-8 text-center"
      >
        <CircleAlert aria-hidden="true" className="size-8 text-destructive" />
        <p>The tablet could not load the household.</p>
        <Button size="lg" variant="outline" onClick={() => void household.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (picked) {
    content = (
      <MemberDayView key={picked.member.user_id} picked={picked} onDone={backToEveryone} onNotLinked={checkLink} />
    );
  } else {
    content = (
      <>
        {problem ? (
          <p role="alert" className="mb-6 rounded-2xl bg-destructive-soft p-5 font-semibold text-destructive">
            {problem}
          </p>
        ) : null}
        <MemberGrid household={household.data} opening={opening} onPick={(member) => void pick(member)} />
      </>
    );
  }

  return (
    <TabletFrame deviceName={linked ? household.data.device.name : undefined}>
      {content}
      {asking && linked ? (
        <Suspense fallback={null}>
          <PinDialog member={asking} onEnter={(pin) => open(asking, pin)} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </TabletFrame>
  );
}

/**
 * Keeps the tablet live: its own stream of changes in its spaces (the device's credential, not a session). A
 * change reads everything again; when the server ends the stream (the tablet was unlinked, or lost a space), the
 * household is read again, which shows the link screen once it is refused.
 */
function useTabletEvents(linked: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!linked || !canStreamEvents()) return;
    const household = () =>
      queryClient.fetchQuery({ queryKey: kitchenKeys.household, queryFn: getHousehold, staleTime: 0 });
    return followLiveUpdates('/api/kitchen/events', {
      onChange: () => void queryClient.invalidateQueries({ queryKey: kitchenKeys.tablet }),
      onAccessEnded: () => void queryClient.invalidateQueries({ queryKey: kitchenKeys.tablet }),
      checkSession: household,
    });
  }, [linked, queryClient]);
}
