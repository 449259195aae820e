import {
  findLesson,
  isLessonId,
  isLessonLocked,
  lessonPath,
  lessonSpecialStep,
  nextLessonId,
  type Lesson,
} from '@tidy/domain/lessons';
import { formatMinutes } from '@tidy/domain/time';
import { ArrowLeft, ArrowRight, CircleAlert, Clock, Gauge, Lock, SearchX, Trophy } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { ApiError } from '../../../lib/api-fetch';
import { usePageHeader, usePageTitle } from '../../../lib/page-header';
import { useCompleteLesson } from '../api/complete-lesson';
import { BeforePhotoLink } from '../components/before-photo-link';
import { ChooseSpaceField } from '../components/choose-space-field';
import { LessonIcon } from '../components/lesson-icon';
import { TaskChecklist } from '../components/task-checklist';
import { addLocalLesson, browserStorage } from '../local-progress';
import { useLessonProgress } from '../use-lesson-progress';

// The celebration (and Radix's dialog) loads while the person reads, not with the lesson.
const loadCelebration = () => import('../components/celebration-dialog');
const CelebrationDialog = lazy(() => loadCelebration().then((module) => ({ default: module.CelebrationDialog })));

/** A lesson id from the address: digits of a lesson on the path, or null. */
function lessonIdFrom(stepId: string | undefined): number | null {
  if (!stepId || !/^\d{1,4}$/.test(stepId)) return null;
  const id = Number(stepId);
  return isLessonId(id) ? id : null;
}

/** /step/{stepId} (spec 02 §2): one lesson, screen by screen, then the celebration. Signed-in people only. */
export function LessonStepPage() {
  const lessonId = lessonIdFrom(useParams().stepId);
  if (lessonId === null) return <UnknownLesson />;
  // A new lesson starts afresh: first screen, nothing ticked, the clock at zero (02 §4).
  return <LessonScreen key={lessonId} lessonId={lessonId} />;
}

function LessonScreen({ lessonId }: { lessonId: number }) {
  const progress = useLessonProgress();
  const lesson = findLesson(lessonId, progress.roomStyle);
  usePageHeader({ title: progress.status === 'ready' ? (lesson?.title ?? 'Lesson not found') : 'Lesson' });
  usePageTitle(progress.status === 'error' ? "We couldn't load this lesson" : undefined);
  const [openedAt] = useState(() => Date.now());
  const [finished, setFinished] = useState<{ seconds: number } | null>(null);

  useEffect(() => void loadCelebration(), []);

  // Lessons 7–19 depend on the room in the preferences (02 §2), so the record must be in first.
  if (progress.status === 'loading') return <PageLoading label="Loading lesson..." />;
  if (progress.status === 'error') {
    return (
      <StatusScreen
        icon={<CircleAlert aria-hidden="true" className="size-6" />}
        title="We couldn't load this lesson"
        text={progress.error?.message ?? 'Please try again.'}
      >
        <Button onClick={progress.retry}>Try again</Button>
      </StatusScreen>
    );
  }
  if (!lesson) return <LessonNotFound />;
  if (!finished && isLessonLocked(lessonId, progress.completed)) {
    const carryOn = lessonPath(progress.roomStyle).find(
      (candidate) => !progress.completed.has(candidate.id) && !isLessonLocked(candidate.id, progress.completed),
    );
    return <LessonLocked lesson={lesson} carryOn={carryOn ?? null} />;
  }

  const next = nextLessonId(lessonId, progress.roomStyle);
  return (
    <>
      <LessonContent
        lesson={lesson}
        onComplete={(seconds) => setFinished({ seconds })}
        secondsSoFar={() => Math.round((Date.now() - openedAt) / 1000)}
      />
      {finished ? (
        <Suspense fallback={null}>
          <CelebrationDialog
            open
            lessonTitle={lesson.title}
            timeSpentSeconds={finished.seconds}
            nextHref={next === undefined ? null : paths.step(next)}
            homeHref={paths.homeAfterLesson(lessonId)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

type LessonContentProps = {
  lesson: Lesson;
  /** Called once the lesson is saved, with the seconds it took. */
  onComplete: (seconds: number) => void;
  secondsSoFar: () => number;
};

function LessonContent({ lesson, onComplete, secondsSoFar }: LessonContentProps) {
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const complete = useCompleteLesson();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const total = lesson.subSteps.length;
  const subStep = lesson.subSteps[index]!;
  const special = lessonSpecialStep(lesson.id, index);
  const isLast = index === total - 1;
  const percent = Math.round(((index + 1) / total) * 100);
  usePageTitle(`${subStep.title}: step ${index + 1} of ${total}, ${lesson.title}`);

  useEffect(() => {
    // After Previous or Next, reading starts at the new screen's title.
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const go = (to: number) => {
    moved.current = true;
    setIndex(Math.min(total - 1, Math.max(0, to)));
  };

  const toggle = (taskIndex: number) =>
    setDone((current) => {
      const next = new Set(current);
      if (!next.delete(taskIndex)) next.add(taskIndex);
      return next;
    });

  const finish = () => {
    const seconds = secondsSoFar();
    complete.mutate(
      { lessonId: lesson.id, timeSpentSeconds: seconds },
      {
        onSuccess: () => {
          addLocalLesson(browserStorage(), lesson.id);
          onComplete(seconds);
        },
        // Offline, the device keeps it; the path offers it to the server when the person is back.
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'network_error') addLocalLesson(browserStorage(), lesson.id);
        },
      },
    );
  };

  return (
    <article
      aria-labelledby="lesson-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 pt-6 md:px-8 md:py-10"
    >
      <header className="flex flex-col gap-5">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <LessonIcon name={lesson.icon} className="size-7" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-muted-foreground">
              Lesson {lesson.id} · Unit {lesson.unit}: {lesson.unitTitle}
            </p>
            <h1
              id="lesson-title"
              className="mt-1 text-2xl leading-tight font-bold tracking-tight text-balance md:text-3xl"
            >
              {lesson.title}
            </h1>
            <div className="mt-3 flex flex-wrap gap-2">
              <Badge variant="soft">
                <Gauge aria-hidden="true" className="size-4" />
                <span className="sr-only">Difficulty: </span>
                {lesson.difficulty}
              </Badge>
              <Badge variant="sand">
                <Clock aria-hidden="true" className="size-4" />
                <span className="sr-only">Estimated time: </span>
                {formatMinutes(lesson.estimatedTime)}
              </Badge>
            </div>
          </div>
        </div>
        <div>
          <div className="mb-2 flex justify-between text-sm font-semibold text-muted-foreground">
            <span>
              Step {index + 1} of {total}
            </span>
            <span aria-hidden="true">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Lesson progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`Step ${index + 1} of ${total}`}
            className="h-3 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      </header>

      {/* On phones the step buttons stick to the bottom: a control reached with Tab stops above them. */}
      <div className="grid items-start gap-6 max-md:[&_*]:scroll-mb-24 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="sub-step-title"
          className="rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-8"
        >
          <p className="text-sm font-bold tracking-wide text-primary uppercase">Step {index + 1}</p>
          <h2
            id="sub-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-xl font-bold tracking-tight focus:outline-none md:text-2xl"
          >
            {subStep.title}
          </h2>
          <div className="mt-4 flex flex-col gap-4 text-lg leading-relaxed">
            {subStep.content.split('\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {special === 'choose-space' ? <ChooseSpaceField /> : null}
          {special === 'before-photo' ? <BeforePhotoLink /> : null}
        </section>
        <TaskChecklist
          tasks={lesson.tasks}
          done={done}
          onToggle={toggle}
          withoutCheckboxes={special === 'no-checkbox'}
        />
      </div>

      {complete.isError ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-destructive-soft px-4 py-3 font-medium text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {complete.error.message}
        </p>
      ) : null}

      <nav
        aria-label="Lesson steps"
        className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
      >
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {isLast ? (
          <Button onClick={finish} disabled={complete.isPending}>
            <Trophy aria-hidden="true" />
            {complete.isPending ? 'Saving...' : 'Complete Lesson'}
          </Button>
        ) : (
          <Button onClick={() => go(index + 1)}>
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </nav>
    </article>
  );
}

function StatusScreen({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-4 py-12 md:px-8">
      <div className="rounded-3xl border border-border bg-surface p-8 text-center shadow-sm">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
          {icon}
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-3 leading-relaxed text-muted-foreground">{text}</div>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}

/** An address whose lesson number is not a lesson at all. */
function UnknownLesson() {
  usePageHeader({ title: 'Lesson not found' });
  return <LessonNotFound />;
}

/** Spec 02 §2: an address that names no lesson. */
function LessonNotFound() {
  return (
    <StatusScreen
      icon={<SearchX aria-hidden="true" className="size-6" />}
      title="Lesson not found"
      text="There is no lesson at this address."
    >
      <Link to={paths.home()} className={buttonVariants()}>
        Back to Home
      </Link>
    </StatusScreen>
  );
}

/** A locked lesson opened by its address: why, the lesson to do next, and the way back to the path. */
function LessonLocked({ lesson, carryOn }: { lesson: Lesson; carryOn: Lesson | null }) {
  usePageTitle(`${lesson.title} (locked)`);
  return (
    <StatusScreen
      icon={<Lock aria-hidden="true" className="size-6" />}
      title={lesson.title}
      text={
        <>
          <p className="font-semibold text-foreground">Complete previous lessons to unlock</p>
          <p className="mt-1">
            Lesson {lesson.id} opens once you have finished lesson {lesson.id - 1}.
          </p>
        </>
      }
    >
      {carryOn ? (
        <Link to={paths.step(carryOn.id)} className={buttonVariants()}>
          Go to lesson {carryOn.id}
        </Link>
      ) : null}
      <Link to={paths.app()} className={buttonVariants({ variant: 'outline' })}>
        Back to the lesson path
      </Link>
    </StatusScreen>
  );
}
