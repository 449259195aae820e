import { FEEDBACK_TEXTAREA_ROWS, MAX_FEEDBACK_LENGTH } from '@tidy/domain/constants';
import { ChevronDown, MessageCircleQuestion, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-fetch';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { actionToast } from '../../../lib/action-toast';
import { useSendFeedback } from '../api/send-feedback';
import {
  CATEGORY_OPTIONS,
  EMPTY_FEEDBACK_FORM,
  feedbackFormProblems,
  feedbackRequest,
  firstFeedbackProblem,
  type FeedbackForm,
  type FeedbackFormProblems,
} from '../feedback-form';
import { StarRating } from './star-rating';

/**
 * The collapsible feedback card at the bottom of the lesson path (spec 01 §2, §5, §8, §9): a message,
 * a category and an optional 1–5 rating, sent to the team. Visitors can send one too.
 */
export function FeedbackCard() {
  const [open, setOpen] = useState(false);
  // The form is made on first opening and then kept, so closing the card does not lose what was typed.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen((current) => !current);
            setOpened(true);
          }}
          className="flex w-full cursor-pointer items-center gap-3 rounded-2xl p-5 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none md:px-6"
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
            <MessageCircleQuestion aria-hidden="true" className="size-5" />
          </span>
          <span className="flex-1">Have any questions or feedback?</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-5 pb-5 md:px-6 md:pb-6">
        {opened ? <FeedbackFormFields /> : null}
      </div>
    </section>
  );
}

function FeedbackFormFields() {
  const [form, setForm] = useState<FeedbackForm>(EMPTY_FEEDBACK_FORM);
  const [problems, setProblems] = useState<FeedbackFormProblems>({});
  const send = useSendFeedback();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

  function change(patch: Partial<FeedbackForm>) {
    setForm((current) => ({ ...current, ...patch }));
    setProblems((current) => {
      const next = { ...current };
      if ('feedback_text' in patch) delete next.feedback_text;
      if ('category' in patch) delete next.category;
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const found = feedbackFormProblems(form);
    setProblems(found);
    const request = feedbackRequest(form, pathname);
    if (!request) {
      // Spec 01 §5: the first problem as a toast; every problem under its field; the focus on the first.
      const first = firstFeedbackProblem(found);
      if (first) toast.error(first.title, { description: first.message });
      if (found.feedback_text) textRef.current?.focus();
      else categoryRef.current?.focus();
      return;
    }
    const outcome = actionToast('send-feedback');
    send.mutate(request, {
      onSuccess: () => {
        setForm(EMPTY_FEEDBACK_FORM);
        outcome.succeeded('Thank you for your feedback! 🙏', {
          description: "We've sent your feedback to our team and will review it carefully.",
        });
      },
      onError: (error) => {
        // Too much from this address: the server says how long to wait, which helps more than "later".
        const description =
          error instanceof ApiError && error.code === 'rate_limited' ? error.message : 'Please try again later.';
        outcome.failed('Failed to submit feedback', { description });
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 border-t border-border pt-5">
      <p className="leading-relaxed text-muted-foreground">
        Tell us what works, what doesn't, or what you'd like to see. We read every message.
      </p>
      <TextareaField
        ref={textRef}
        label="Your message"
        rows={FEEDBACK_TEXTAREA_ROWS}
        maxLength={MAX_FEEDBACK_LENGTH}
        value={form.feedback_text}
        onChange={(event) => change({ feedback_text: event.target.value })}
        errors={problems.feedback_text ? [problems.feedback_text.message] : undefined}
      />
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <SelectField
          ref={categoryRef}
          label="Category"
          options={CATEGORY_OPTIONS}
          value={form.category}
          onValueChange={(category) => change({ category })}
          errors={problems.category ? [problems.category.message] : undefined}
        />
        <StarRating
          legend="Rating (optional)"
          value={form.rating}
          onValueChange={(rating) => change({ rating })}
          disabled={send.isPending}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {user
            ? 'Sent with your name and email, so we can get back to you.'
            : "You're not signed in, so it is sent without your name."}
        </p>
        <Button type="submit" aria-disabled={send.isPending || undefined} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send Feedback'}
        </Button>
      </div>
    </form>
  );
}
