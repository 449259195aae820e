import { RefreshCw } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

export type FeedQuestion = 'renew' | 'stop';

const QUESTIONS = {
  renew: {
    title: 'Get a new address?',
    description: 'The old address stops working; calendars subscribed to it stop updating.',
    confirm: 'Get a new address',
    pending: 'Making a new address...',
  },
  stop: {
    title: 'Stop your calendar feed?',
    description:
      'The address stops working; calendars subscribed to it stop updating. You can make a new address at any time.',
    confirm: 'Stop the feed',
    pending: 'Stopping...',
  },
} as const;

type CalendarFeedQuestionProps = {
  question: FeedQuestion;
  titleRef: Ref<HTMLHeadingElement>;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before the feed's address stops working: calendars that subscribed to it cannot be told. */
export function CalendarFeedQuestion({ question, titleRef, pending, onCancel, onConfirm }: CalendarFeedQuestionProps) {
  const words = QUESTIONS[question];
  return (
    <>
      <DialogHeader>
        <DialogTitle ref={titleRef} tabIndex={-1} className="focus:outline-none">
          {words.title}
        </DialogTitle>
        <DialogDescription>{words.description}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant={question === 'stop' ? 'destructive' : 'primary'}
          aria-disabled={pending || undefined}
          onClick={pending ? undefined : onConfirm}
        >
          {question === 'renew' ? <RefreshCw aria-hidden="true" /> : null}
          {pending ? words.pending : words.confirm}
        </Button>
      </DialogFooter>
    </>
  );
}
