import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonVariants } from '../../../components/ui/button-variants';
import type { WeeklySummary } from '../api/get-weekly-summary';

/** Previous and next week; there is no next week after this one, so that button says why it is off. */
export function WeekNav({ week }: { week: WeeklySummary['week'] }) {
  return (
    <nav aria-label="Weeks" className="flex items-center gap-2">
      <Link to={paths.summary(week.previous)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <ChevronLeft aria-hidden="true" />
        Previous week
      </Link>
      {week.next ? (
        <Link to={paths.summary(week.next)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Next week
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span
          aria-disabled="true"
          title="This is the current week"
          className={`${buttonVariants({ variant: 'outline', size: 'sm' })} pointer-events-none opacity-50`}
        >
          Next week
          <ChevronRight aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
