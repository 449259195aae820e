import { formatTimer } from '@tidy/domain/time';
import { Clock, Target, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Mascot } from './mascot';

/** Spec 02 §9: the celebration's fixed figures. */
const XP_EARNED = 100;
const ACCURACY_PERCENT = 100;

type CelebrationDialogProps = {
  open: boolean;
  lessonTitle: string;
  timeSpentSeconds: number;
  /** The next lesson's address, or null after the last lesson. */
  nextHref: string | null;
  homeHref: string;
};

/**
 * "Learning legend!" (spec 02 §2): XP, time spent and accuracy, then CONTINUE, which offers
 * CONTINUE TO NEXT LESSON or BACK TO HOME. It cannot be dismissed: the lesson is done, so the person picks where to go.
 */
export function CelebrationDialog({ open, lessonTitle, timeSpentSeconds, nextHref, homeHref }: CelebrationDialogProps) {
  const [choosing, setChoosing] = useState(false);
  const stats = [
    { label: 'Total XP', value: `+${XP_EARNED}`, icon: Zap, colours: 'border-[#e9c58f] bg-[#fdf4e3] text-[#6a4719]' },
    {
      label: 'Time',
      value: formatTimer(timeSpentSeconds),
      icon: Clock,
      colours: 'border-[#b9d3ea] bg-[#eef5fb] text-[#1f4466]',
    },
    {
      label: 'Accuracy',
      value: `${ACCURACY_PERCENT}%`,
      icon: Target,
      colours: 'border-[#9cc3b5] bg-primary-soft text-primary-soft-foreground',
    },
  ];
  return (
    <Dialog open={open}>
      <DialogContent
        className="text-center [&>button:last-child]:hidden"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="items-center pr-0">
          <Mascot className="size-24" />
          <DialogTitle className="text-3xl font-bold text-primary">Learning legend!</DialogTitle>
          <DialogDescription>You finished “{lessonTitle}”.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          {stats.map(({ label, value, icon: Icon, colours }) => (
            <div key={label} className={`flex flex-col items-center gap-1 rounded-2xl border-2 px-1 py-3 ${colours}`}>
              <dt className="text-xs font-bold tracking-wide uppercase">{label}</dt>
              <dd className="flex items-center gap-1 text-lg font-bold sm:text-xl">
                <Icon aria-hidden="true" className="size-4 sm:size-5" />
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {choosing ? (
          <div className="flex flex-col gap-3">
            {nextHref ? (
              <Link to={nextHref} autoFocus className={`w-full ${buttonVariants({ size: 'lg' })}`}>
                CONTINUE TO NEXT LESSON
              </Link>
            ) : null}
            <Link
              to={homeHref}
              autoFocus={!nextHref}
              className={`w-full ${buttonVariants({ size: 'lg', variant: nextHref ? 'outline' : 'primary' })}`}
            >
              BACK TO HOME
            </Link>
          </div>
        ) : (
          <button
            type="button"
            autoFocus
            onClick={() => setChoosing(true)}
            className={`w-full ${buttonVariants({ size: 'lg' })}`}
          >
            CONTINUE
          </button>
        )}
      </DialogContent>
    </Dialog>
  );
}
