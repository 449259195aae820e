import { CalendarPlus, CircleAlert, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { actionToast } from '../../../lib/action-toast';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useMakeCalendarFeed, type NewCalendarFeed } from '../api/make-calendar-feed';
import { useStopCalendarFeed } from '../api/stop-calendar-feed';
import { feedSinceLabel } from '../calendar-feed';
import { problemDetail } from '../problem-detail';
import { CalendarFeedAddress } from './calendar-feed-address';
import { CalendarFeedQuestion, type FeedQuestion } from './calendar-feed-question';

type View = 'feed' | FeedQuestion;
/** Where the focus goes after the view changes: what the person now reads, or the button that asked. */
type Focus = 'address' | 'question' | 'renew' | 'stop' | 'create' | null;

/**
 * "Subscribe in your calendar": the person's private iCalendar feed of their chores. The server keeps only a
 * hash of the address, so it is shown once, when made or renewed, and kept only in this dialog's state: the
 * parent mounts the dialog while it is open, so closing it forgets the address.
 */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const status = useCalendarFeed();
  const make = useMakeCalendarFeed();
  const stop = useStopCalendarFeed();
  const [fresh, setFresh] = useState<NewCalendarFeed | null>(null);
  const [view, setView] = useState<View>('feed');
  const focusNext = useRef<Focus>(null);
  const addressRef = useRef<HTMLHeadingElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const renewRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const focus = focusNext.current;
    if (focus === null) return;
    focusNext.current = null;
    const targets = { address: addressRef, question: questionRef, renew: renewRef, stop: stopRef, create: createRef };
    targets[focus].current?.focus();
  });

  function show(next: View, focus: Focus) {
    focusNext.current = focus;
    setView(next);
  }

  function makeAddress(renewing: boolean) {
    if (make.isPending) return;
    const outcome = actionToast('calendar-feed:make');
    make.mutate(undefined, {
      onSuccess: (feed) => {
        outcome.succeeded(renewing ? 'New address made. The old one no longer works.' : undefined);
        setFresh(feed);
        show('feed', 'address');
      },
      onError: (error) => outcome.failed("Couldn't make the address.", { description: problemDetail(error) }),
    });
  }

  function stopFeed() {
    if (stop.isPending) return;
    const outcome = actionToast('calendar-feed:stop');
    stop.mutate(undefined, {
      onSuccess: () => {
        outcome.succeeded('Calendar feed stopped');
        setFresh(null);
        show('feed', 'create');
      },
      onError: (error) => outcome.failed("Couldn't stop the feed.", { description: problemDetail(error) }),
    });
  }

  const asking = view !== 'feed';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role={asking ? 'alertdialog' : 'dialog'} className="max-w-xl">
        {asking ? (
          <CalendarFeedQuestion
            question={view}
            titleRef={questionRef}
            pending={make.isPending || stop.isPending}
            onCancel={() => show('feed', view === 'renew' ? 'renew' : 'stop')}
            onConfirm={() => (view === 'renew' ? makeAddress(true) : stopFeed())}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Subscribe in your calendar</DialogTitle>
              <DialogDescription>
                Your chores appear in Google Calendar, Apple Calendar or Outlook and stay up to date. The address is
                private to you.
              </DialogDescription>
            </DialogHeader>
            {status.isPending ? (
              <p role="status" className="text-muted-foreground">
                Checking your calendar feed...
              </p>
            ) : status.isError ? (
              <div role="alert" className="rounded-2xl bg-destructive-soft p-4">
                <p className="flex items-center gap-2 font-semibold">
                  <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
                  We couldn't check your calendar feed
                </p>
                <p className="mt-1 text-sm">{status.error.message}</p>
                <Button variant="outline" className="mt-3" onClick={() => void status.refetch()}>
                  Try again
                </Button>
              </div>
            ) : fresh ? (
              <CalendarFeedAddress feed={fresh} headingRef={addressRef} />
            ) : status.data.active && status.data.created_at ? (
              <div className="rounded-2xl bg-primary-soft p-4 text-primary-soft-foreground">
                <p className="font-semibold">
                  Your calendar feed is on since {feedSinceLabel(status.data.created_at)}.
                </p>
                <p className="mt-1 text-sm leading-relaxed">
                  Its address was shown once, when it was made. To add your chores to another calendar, get a new
                  address.
                </p>
              </div>
            ) : (
              <Button ref={createRef} aria-disabled={make.isPending || undefined} onClick={() => makeAddress(false)}>
                <CalendarPlus aria-hidden="true" />
                {make.isPending ? 'Making your address...' : 'Create my calendar address'}
              </Button>
            )}
            {status.data?.active ? (
              <DialogFooter className="border-t border-border pt-5 sm:justify-between">
                <Button ref={stopRef} variant="outline" onClick={() => show('stop', 'question')}>
                  Stop the feed
                </Button>
                <Button ref={renewRef} variant="outline" onClick={() => show('renew', 'question')}>
                  <RefreshCw aria-hidden="true" />
                  Get a new address
                </Button>
              </DialogFooter>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
