import type { Lesson } from '@tidy/domain/lessons';
import { CircleAlert, Sparkles } from 'lucide-react';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { LessonNode, type NodeState } from '../components/lesson-node';
import { MascotBubble } from '../components/mascot-bubble';
import { PathStats } from '../components/path-stats';
import { UnitBanner } from '../components/unit-banner';
import { loadLessonCatalog, useLessonCatalog, type LessonCatalog } from '../lesson-catalog';
import { useCompletedParam } from '../use-completed-param';
import { useLessonProgress, type LessonProgressView } from '../use-lesson-progress';

// The catalog starts loading as soon as the app home's code arrives, beside the onboarding check.
void loadLessonCatalog().catch(() => undefined);

// Radix's dialog loads when someone first heads for a node, not with the path.
const loadNodeDialog = () => import('../components/lesson-node-dialog');
const LessonNodeDialog = lazy(() => loadNodeDialog().then((module) => ({ default: module.LessonNodeDialog })));
const preloadNodeDialog = () => void loadNodeDialog();

type LessonPathPageProps = {
  /** The feedback card, placed at the bottom of the page by the app layer. */
  feedback?: ReactNode;
};

/** The lesson path (spec 01 §2): /app, its aliases, and / for a signed-in person. */
export function LessonPathPage({ feedback }: LessonPathPageProps) {
  useCompletedParam();
  const progress = useLessonProgress();
  const { catalog, failed, retry } = useLessonCatalog();

  if (failed) {
    return (
      <section className="mx-auto w-full max-w-2xl px-4 py-10 md:px-8">
        <LoadProblem
          title="We couldn't load the lessons"
          message="Check your connection and try again."
          onRetry={retry}
        />
      </section>
    );
  }
  if (progress.status === 'loading' || !catalog) return <PageLoading label="Loading your lessons..." />;
  return <LessonPath catalog={catalog} progress={progress} feedback={feedback} />;
}

function LoadProblem({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-destructive" />
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-muted-foreground">{message}</p>
      </div>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

type LessonPathProps = { catalog: LessonCatalog; progress: LessonProgressView; feedback: ReactNode };

function LessonPath({ catalog, progress, feedback }: LessonPathProps) {
  const { completedLessonCount, isLessonLocked, isPathComplete, LESSON_COUNT, lessonUnits, mascotMessage } = catalog;
  const { pathname } = useLocation();
  const { completed, signedIn, roomStyle } = progress;
  const units = useMemo(() => lessonUnits(roomStyle), [lessonUnits, roomStyle]);
  const [selected, setSelected] = useState<{ lesson: Lesson; state: NodeState } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  // The first lesson that is open and not yet done is where the person carries on.
  const currentId = units
    .flatMap((unit) => unit.lessons)
    .find((lesson) => !completed.has(lesson.id) && !isLessonLocked(lesson.id, completed))?.id;
  const stateOf = (id: number): NodeState =>
    completed.has(id) ? 'completed' : isLessonLocked(id, completed) ? 'locked' : id === currentId ? 'current' : 'open';

  const startHref = (id: number) => (signedIn ? paths.step(id) : paths.auth({ redirect: paths.step(id) }));
  const message = mascotMessage({ signedIn, completedCount: completedLessonCount(completed), total: LESSON_COUNT });

  return (
    <section
      aria-labelledby="lesson-path-heading"
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 md:px-8 md:py-10"
    >
      <h1 id="lesson-path-heading" className="sr-only">
        Lesson path
      </h1>
      <PathStats
        todoHref={signedIn ? paths.todo() : paths.auth({ redirect: paths.todo() })}
        streak={progress.streak}
        xp={signedIn ? progress.xp : null}
        leaderboardHref={signedIn ? paths.leaderboard() : undefined}
      />

      {progress.status === 'error' ? (
        <LoadProblem
          title="We couldn't load your progress"
          message={progress.error?.message ?? 'Please try again.'}
          onRetry={progress.retry}
        />
      ) : null}

      <MascotBubble
        message={message}
        action={
          signedIn ? undefined : (
            <Link to={paths.auth({ redirect: pathname })} className={buttonVariants({ size: 'sm' })}>
              Log In
            </Link>
          )
        }
      />

      {units.map((unit) => {
        const headingId = `unit-${unit.unit}-heading`;
        return (
          <section key={unit.unit} aria-labelledby={headingId} className="flex flex-col gap-5">
            <UnitBanner
              unit={unit.unit}
              title={unit.title}
              headingId={headingId}
              completed={unit.lessons.filter((lesson) => completed.has(lesson.id)).length}
              total={unit.lessons.length}
            />
            <ol className="flex flex-col gap-3 pb-4">
              {unit.lessons.map((lesson, index) => (
                <LessonNode
                  key={lesson.id}
                  lesson={lesson}
                  index={index}
                  state={stateOf(lesson.id)}
                  onIntent={preloadNodeDialog}
                  onOpen={() => {
                    setSelected({ lesson, state: stateOf(lesson.id) });
                    setDialogOpen(true);
                  }}
                />
              ))}
            </ol>
          </section>
        );
      })}

      {isPathComplete(completed) ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-border bg-surface p-8 text-center">
          <Sparkles aria-hidden="true" className="size-8 text-primary" />
          <h2 className="text-xl font-bold">Unit {units.length + 1} Coming Soon!</h2>
          <p className="text-muted-foreground">
            You've finished every lesson on the path. New lessons are on their way.
          </p>
        </div>
      ) : null}

      {feedback ? <div className="mt-4">{feedback}</div> : null}

      {selected ? (
        <Suspense fallback={null}>
          <LessonNodeDialog
            lesson={selected.lesson}
            state={selected.state}
            startHref={startHref(selected.lesson.id)}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
