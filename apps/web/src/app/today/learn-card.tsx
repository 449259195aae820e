import { lessonTitles } from '@tidy/domain/lesson-titles';
import { Flame, GraduationCap, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button-variants';
import { useLessonProgress } from '../../features/lessons/use-lesson-progress';
import { paths } from '../paths';

/**
 * The next lesson to continue, with the streak and XP: the lesson path's own numbers. It names the lesson from
 * the path's titles (lesson-titles.ts, about 1 KB), so the lessons' text is no part of Today's download.
 */
export function LearnCard() {
  const progress = useLessonProgress();
  if (progress.status !== 'ready') return null;
  const next = lessonTitles(progress.roomStyle).find((lesson) => !progress.completed.has(lesson.id));
  const finished = next === undefined;

  return (
    <section
      aria-labelledby="learn-heading"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <GraduationCap aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="learn-heading" className="font-semibold">
            {finished ? 'Every lesson done' : 'Keep learning'}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {next ? `Next: Lesson ${next.id}, ${next.title}` : 'You finished the whole path.'}
          </p>
          <ul aria-label="Your progress" className="mt-2 flex flex-wrap gap-2 text-sm font-semibold">
            {progress.streak ? (
              <li className="inline-flex items-center gap-1 rounded-full bg-sand px-2.5 py-0.5 text-sand-foreground">
                <Flame aria-hidden="true" className="size-4" />
                {progress.streak.current}-day streak
              </li>
            ) : null}
            <li className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-primary-soft-foreground">
              <Zap aria-hidden="true" className="size-4" />
              {progress.xp} XP
            </li>
          </ul>
        </div>
        {next ? (
          <Link to={paths.step(next.id)} className={buttonVariants({ size: 'sm' })}>
            Continue
            <span className="sr-only"> with lesson {next.id}</span>
          </Link>
        ) : (
          <Link to={paths.app()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Lessons
          </Link>
        )}
      </div>
    </section>
  );
}
