import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type ReviewButtonsProps = {
  /** The task's title, so each button says which task it reviews. */
  title: string;
  onApprove: () => void;
  onReject: () => void;
};

/** Approve and Reject for one submission, on the space's approval list and on Today alike. */
export function ReviewButtons({ title, onApprove, onReject }: ReviewButtonsProps) {
  return (
    <div className="flex shrink-0 gap-2">
      <Button size="sm" className="flex-1 sm:flex-none" aria-label={`Approve ${title}`} onClick={onApprove}>
        <Check aria-hidden="true" />
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="flex-1 sm:flex-none"
        aria-label={`Reject ${title}`}
        onClick={onReject}
      >
        <X aria-hidden="true" />
        Reject
      </Button>
    </div>
  );
}
