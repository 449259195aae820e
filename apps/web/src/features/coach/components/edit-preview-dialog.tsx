import { ArrowRight, Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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
import type { TaskEditPreview } from '../api/edit-tasks';
import { changesAnything, FIELD_LABELS, fieldValue, taskCount } from '../edit-preview';

type EditPreviewDialogProps = {
  preview: TaskEditPreview | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: () => void;
  applying: boolean;
};

/**
 * What an edit by prompt would do, before it is done (issue 18): the tasks it will add, change (each field
 * before → after) and remove, with "Apply changes" and "Cancel". Nothing changes until Apply.
 */
export function EditPreviewDialog({ preview, open, onOpenChange, onApply, applying }: EditPreviewDialogProps) {
  const anything = preview ? changesAnything(preview) : false;
  return (
    <Dialog open={open} onOpenChange={(next) => (applying ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-xl" onPointerDownOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Review the changes</DialogTitle>
          <DialogDescription>{preview?.message}</DialogDescription>
        </DialogHeader>
        {preview && anything ? (
          <div className="flex flex-col gap-5">
            <ChangeGroup title="Will add" count={preview.changes.added.length}>
              {preview.changes.added.map((task, index) => (
                <li key={`${task.title}-${index}`}>
                  <span className="font-medium">{task.title}</span>
                  <span className="text-muted-foreground"> · {fieldValue('estimated_time', task.estimated_time)}</span>
                </li>
              ))}
            </ChangeGroup>
            <ChangeGroup title="Will change" count={preview.changes.changed.length}>
              {preview.changes.changed.map((task) => (
                <li key={task.id} className="flex flex-col gap-1">
                  <span className="font-medium">{task.title}</span>
                  <dl className="grid gap-1 text-sm">
                    {task.fields.map((change) => (
                      <div key={change.field} className="flex flex-wrap items-baseline gap-x-2">
                        <dt className="text-muted-foreground">{FIELD_LABELS[change.field]}:</dt>
                        <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
                          <span className="line-clamp-2 break-words line-through decoration-muted-foreground/60">
                            {fieldValue(change.field, change.before)}
                          </span>
                          <ArrowRight aria-label="becomes" className="size-4 shrink-0 self-center" />
                          <span className="line-clamp-2 break-words">{fieldValue(change.field, change.after)}</span>
                        </dd>
                      </div>
                    ))}
                    {task.moved ? (
                      <div className="text-muted-foreground">Moves to another place in the list</div>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ChangeGroup>
            <ChangeGroup title="Will remove" count={preview.changes.removed.length}>
              {preview.changes.removed.map((task) => (
                <li key={task.id} className="font-medium">
                  {task.title}
                </li>
              ))}
            </ChangeGroup>
          </div>
        ) : (
          <p className="rounded-lg bg-muted p-3 text-sm">Nothing would change: the task list already fits.</p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={applying}>
              {anything ? 'Cancel' : 'Close'}
            </Button>
          </DialogClose>
          {anything ? (
            <Button aria-disabled={applying || undefined} onClick={applying ? undefined : onApply}>
              <Check aria-hidden="true" />
              {applying ? 'Applying...' : 'Apply changes'}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One kind of change, with its count; "None" says plainly that, say, nothing will be removed. */
function ChangeGroup({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold">
        {title} ({taskCount(count)})
      </h3>
      {count === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">None</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2 border-l-2 border-border pl-3">{children}</ul>
      )}
    </section>
  );
}
