import { progressPercent } from '@tidy/domain/progress';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { DailyTask } from '../api/get-daily-tasks';
import { completedCount } from '../daily-task-state';
import { ProgressBar } from './progress-bar';

/** How much of today's own list is done. */
export function TodaysProgressCard({ tasks }: { tasks: readonly DailyTask[] }) {
  const completed = completedCount(tasks);
  const total = tasks.length;
  const percent = progressPercent(completed, total);
  return (
    <Card>
      <CardHeader className="p-5 pb-0">
        <CardTitle>Today's Progress</CardTitle>
      </CardHeader>
      <CardContent className="p-5">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-3xl font-bold tracking-tight">{percent}%</p>
          <p className="text-sm text-muted-foreground">
            {completed}/{total} completed
          </p>
        </div>
        <ProgressBar label="Today's progress" completed={completed} total={total} />
        <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
          {total === 0
            ? 'Add a task for today to get started.'
            : completed === total
              ? 'All done for today. Nice work!'
              : 'Swipe a task right to complete it, then right again to send it for approval.'}
        </p>
      </CardContent>
    </Card>
  );
}
