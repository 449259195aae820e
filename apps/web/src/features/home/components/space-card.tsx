import { ArrowRight, Settings } from 'lucide-react';
import { SPACE_TYPE_LABELS } from '@tidy/domain/spaces';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button-variants';
import type { Space } from '../api/get-spaces';
import { SpaceIcon } from './space-icon';

type SpaceCardProps = {
  space: Space;
  /** Given only where the person may change the space (organizers). */
  onOpenSettings?: (() => void) | undefined;
  /** Starts fetching the settings dialog's code before the click. */
  onPrepareSettings?: (() => void) | undefined;
};

export function taskCountText(space: Pick<Space, 'task_count' | 'completed_task_count'>): string {
  return `${space.task_count} ${space.task_count === 1 ? 'task' : 'tasks'} · ${space.completed_task_count} done`;
}

/** One space on My Spaces (spec 01 §2): what it is, how far along it is, and the way into its tasks. */
export function SpaceCard({ space, onOpenSettings, onPrepareSettings }: SpaceCardProps) {
  const headingId = `space-${space.id}-name`;
  const done = space.task_count > 0 ? Math.round((space.completed_task_count / space.task_count) * 100) : 0;

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <SpaceIcon type={space.space_type} />
        </span>
        <Badge variant="sand" className="text-xs">
          {SPACE_TYPE_LABELS[space.space_type] ?? SPACE_TYPE_LABELS.other}
        </Badge>
      </div>
      <h2 id={headingId} className="mt-4 text-xl leading-snug font-semibold tracking-tight break-words">
        {space.name}
      </h2>
      {space.role !== 'organizer' ? (
        <p className="mt-1 text-sm font-medium text-primary-soft-foreground">You're a {space.role} here</p>
      ) : null}
      <p className="mt-2 leading-relaxed text-muted-foreground">
        {space.description?.trim() ? space.description : 'No description yet.'}
      </p>

      <div className="mt-auto pt-5">
        <p className="text-sm font-medium">{taskCountText(space)}</p>
        <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-primary" style={{ width: `${done}%` }} />
        </div>
        <div className="mt-5 flex items-center gap-2">
          <Link to={paths.space(space.id)} className={`flex-1 ${buttonVariants({ variant: 'secondary' })}`}>
            View Tasks
            <ArrowRight aria-hidden="true" />
          </Link>
          {onOpenSettings ? (
            <button
              type="button"
              aria-label={`Settings for ${space.name}`}
              title="Space settings"
              onClick={onOpenSettings}
              onPointerEnter={onPrepareSettings}
              onFocus={onPrepareSettings}
              className={buttonVariants({ variant: 'outline', size: 'icon' })}
            >
              <Settings aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
