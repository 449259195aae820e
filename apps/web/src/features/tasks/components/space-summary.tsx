import { SPACE_TYPE_LABELS } from '@tidy/domain/spaces';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { SpaceDetail } from '../api/get-space';
import { roleLabel } from '../space-members';
import { ProgressBar } from './progress-bar';

/**
 * The space at a glance: its type, how much of its task list is done, your role and your points.
 * `photos` is the page's slot for the photo state and its set-up actions.
 */
export function SpaceSummary({ detail, photos }: { detail: SpaceDetail; photos?: ReactNode }) {
  const { space, progress } = detail;
  return (
    <div className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Badge variant="sand" className="text-xs">
            {SPACE_TYPE_LABELS[space.space_type] ?? SPACE_TYPE_LABELS.other}
          </Badge>
          <h1 className="mt-3 text-2xl font-bold tracking-tight break-words md:text-3xl">{space.name}</h1>
          {space.description?.trim() ? (
            <p className="mt-1.5 leading-relaxed break-words text-muted-foreground">{space.description}</p>
          ) : null}
        </div>
        <dl className="grid shrink-0 grid-cols-2 gap-3 text-sm sm:text-right">
          <div className="rounded-xl bg-muted px-4 py-2.5">
            <dt className="text-muted-foreground">Your role</dt>
            <dd className="font-semibold">{roleLabel(detail.role)}</dd>
          </div>
          <div className="rounded-xl bg-muted px-4 py-2.5">
            <dt className="text-muted-foreground">Your points</dt>
            <dd className="font-semibold">{detail.my_points}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-5">
        <p className="mb-2 text-sm font-medium">
          {progress.completed}/{progress.total} tasks completed
        </p>
        <ProgressBar label="Space tasks completed" completed={progress.completed} total={progress.total} />
      </div>
      {photos ? <div className="mt-5 border-t border-border pt-5">{photos}</div> : null}
    </div>
  );
}
