import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

// The planner's code loads when someone first reaches for the button.
const loadPlannerDialog = () => import('./task-planner-dialog');
const TaskPlannerDialog = lazy(() => loadPlannerDialog().then((module) => ({ default: module.TaskPlannerDialog })));

/** The "AI Task Planner" button beside Custom Task, with its dialog. */
export function TaskPlannerButton({ spaceId, date }: { spaceId: string; date: string }) {
  const [open, setOpen] = useState(false);
  // A fresh dialog (and fresh choices) every time it opens.
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onPointerEnter={() => void loadPlannerDialog()}
        onFocus={() => void loadPlannerDialog()}
        onClick={() => {
          setOpenings((n) => n + 1);
          setOpen(true);
        }}
      >
        <Sparkles aria-hidden="true" />
        AI Task Planner
      </Button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <TaskPlannerDialog key={openings} spaceId={spaceId} date={date} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
