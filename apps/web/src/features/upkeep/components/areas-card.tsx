import { ChevronRight, CircleAlert, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAreas } from '../api/get-areas';

/** The space's areas (fridge, pantry, …) with how much upkeep is due in each, linking to each area. */
export function AreasCard({ spaceId, today }: { spaceId: string; today: string }) {
  const areas = useAreas(spaceId, today);

  return (
    <section
      aria-labelledby="upkeep-areas-heading"
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <h2 id="upkeep-areas-heading" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <Repeat aria-hidden="true" className="size-5 text-primary" />
        Areas
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Recurring upkeep, one area at a time.</p>
      {areas.isPending ? (
        <p role="status" className="py-4 text-sm text-muted-foreground">
          Loading areas...
        </p>
      ) : areas.isError ? (
        <div role="alert" className="mt-3 flex flex-col items-start gap-2">
          <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <CircleAlert aria-hidden="true" className="size-4 text-destructive" />
            We couldn't load the areas.
          </p>
          <Button variant="outline" size="sm" onClick={() => void areas.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul aria-label="Areas of this space" className="mt-4 flex flex-col gap-2">
          {areas.data.map((area) => (
            <li key={area.id}>
              <Link
                to={paths.subSpace(spaceId, area.id)}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-xl border border-border px-3.5 py-2.5 transition-colors hover:bg-muted',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
                )}
              >
                <span className="min-w-0 flex-1 truncate font-medium">{area.name}</span>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    area.due_count > 0
                      ? 'bg-sand text-sand-foreground'
                      : 'bg-primary-soft text-primary-soft-foreground',
                  )}
                >
                  {area.task_count === 0 ? 'No tasks' : area.due_count > 0 ? `${area.due_count} due` : 'Nothing due'}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
