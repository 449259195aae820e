import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** While the space's task list is on its way (the task list and the assignment board). */
export function TasksLoading() {
  return (
    <p role="status" className="py-6 text-center text-muted-foreground">
      Loading tasks...
    </p>
  );
}

/** The space's task list could not be read; Try again asks once more. */
export function TasksLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="inline-flex items-center gap-2 text-muted-foreground">
        <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
        We couldn't load the tasks of this space.
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
