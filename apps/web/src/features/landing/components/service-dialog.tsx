import { Check } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

export type ServiceId = 'consultation' | 'free-plan' | 'more-services';

type ServiceDialogProps = {
  service: ServiceId;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card button that opened the dialog: focus goes back there on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The info dialogs of the landing page's service cards (spec 01 §2, Landing page). */
export function ServiceDialog({ service, open, onOpenChange, returnFocusTo }: ServiceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {service === 'consultation' ? <ConsultationContent /> : null}
        {service === 'free-plan' ? <FreePlanContent /> : null}
        {service === 'more-services' ? <MoreServicesContent /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ConsultationContent() {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Book a Consultation</DialogTitle>
        <DialogDescription>Consultations will be available soon.</DialogDescription>
      </DialogHeader>
      <p className="leading-relaxed">
        We're preparing one-on-one consultations where we look at your home together and decide where to begin. Until
        they open, the free step-by-step plan is a good way to make a start.
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Got it</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

const freePlanIncludes = [
  'Choose up to three spaces to start with, like your kitchen, a bedroom or your office.',
  'Get three starter tasks for each space, about five minutes apiece.',
  'Follow the lesson path to learn habits that keep each space tidy.',
  'Invite family members so everyone can pitch in.',
];

function FreePlanContent() {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Free Task Plan</DialogTitle>
        <DialogDescription>
          Small, guided organizing tasks for the spaces in your home, free of charge.
        </DialogDescription>
      </DialogHeader>
      <ul className="flex flex-col gap-3">
        {freePlanIncludes.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed">
            <Check className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Not now</Button>
        </DialogClose>
        <Button asChild>
          <Link to={paths.app()}>Get Started</Link>
        </Button>
      </DialogFooter>
    </>
  );
}

function MoreServicesContent() {
  return (
    <>
      <DialogHeader>
        <DialogTitle>More Services</DialogTitle>
        <DialogDescription>More services are coming soon.</DialogDescription>
      </DialogHeader>
      <p className="leading-relaxed">
        We're building new ways to help households get organized and keep it that way. In the meantime, the free
        step-by-step plan is ready whenever you are.
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Got it</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
