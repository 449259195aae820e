import type { Lesson } from '@tidy/domain/lessons';
import { formatMinutes } from '@tidy/domain/time';
import { Check, Clock, Gauge, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button-variants';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { NodeState } from './lesson-node';
import { LessonIcon } from './lesson-icon';

type LessonNodeDialogProps = {
  lesson: Lesson;
  state: NodeState;
  /** Where 'Start Lesson' goes: the lesson, or sign-in first for a visitor (spec 01 §2). */
  startHref: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** What a tapped node shows (spec 01 §2): about the lesson, then 'Start Lesson' or why it is locked. */
export function LessonNodeDialog({ lesson, state, startHref, open, onOpenChange }: LessonNodeDialogProps) {
  const locked = state === 'locked';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span
            className={
              locked
                ? 'mb-1 inline-flex size-12 items-center justify-center rounded-2xl bg-muted text-muted-foreground'
                : 'mb-1 inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground'
            }
          >
            <LessonIcon name={lesson.icon} className="size-6" />
          </span>
          <p className="text-sm font-semibold text-muted-foreground">
            Lesson {lesson.id} · Unit {lesson.unit}: {lesson.unitTitle}
          </p>
          <DialogTitle>{lesson.title}</DialogTitle>
          <DialogDescription>{lesson.description}</DialogDescription>
        </DialogHeader>

        <div className="flex flex-wrap gap-2">
          <Badge variant="soft">
            <Gauge aria-hidden="true" className="size-4" />
            <span className="sr-only">Difficulty: </span>
            {lesson.difficulty}
          </Badge>
          <Badge variant="sand">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Time: </span>
            {formatMinutes(lesson.estimatedTime)}
          </Badge>
          {state === 'completed' ? (
            <Badge variant="primary">
              <Check aria-hidden="true" className="size-4" />
              Completed
            </Badge>
          ) : null}
        </div>

        <section aria-labelledby="lesson-learn-heading">
          <h3 id="lesson-learn-heading" className="font-semibold">
            What you'll learn
          </h3>
          <ul className="mt-2 flex flex-col gap-2">
            {lesson.learningPoints.map((point) => (
              <li key={point} className="flex gap-2 leading-relaxed">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </section>

        {locked ? (
          <p className="flex items-center gap-2 rounded-xl bg-muted px-4 py-3 font-semibold text-muted-foreground">
            <Lock aria-hidden="true" className="size-5 shrink-0" />
            Complete previous lessons to unlock
          </p>
        ) : (
          <DialogFooter>
            <Link to={startHref} className={buttonVariants({ size: 'lg' })}>
              Start Lesson
            </Link>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
