import { Flame, GraduationCap, Zap } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button-variants';
import { useLessonCatalog } from '../../features/lessons/lesson-catalog';
import { useLessonProgress } from '../../features/lessons/use-lesson-progress';
import { paths } from '../paths';

/**
 * The next lesson to continue, with the streak and XP: the lesson path's own numbers. The lesson catalog (about
 * 36 KB gzip) is fetched once the card comes into view: below the fold on a phone, it is no part of Today's
 * first load.
 */
export function LearnCard() {
  const progress = useLessonProgress();
  const card = useRef<HTMLElement>(null);
  const near = useNearViewport(card);
  const { catalog } = useLessonCatalog({ wanted: near });
  if (progress.status !== 'ready') return null;
  const path = catalog?.lessonPath(progress.roomStyle) ?? [];
  const next = path.find((lesson) => !progress.completed.has(lesson.id));
  const finished = catalog !== null && next === undefined;

  return (
    <section
      ref={card}
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
            {next
              ? `Next: Lesson ${next.id}, ${next.title}`
              : finished
                ? 'You finished the whole path.'
                : 'Your next lesson'}
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

/** Whether the element has come into the viewport (true at once without IntersectionObserver). */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  });
  return near;
}
