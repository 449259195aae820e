import { FEEDBACK_CATEGORIES, type FeedbackCategory, type Rating } from '@tidy/domain/constants';
import type { SendFeedbackInput } from './api/send-feedback';

// The feedback card's form (spec 01 §2, §5, §9). Written without zod so the card costs the app home
// next to nothing; feedback-form.test.ts checks the messages against the server's schema.

export type FeedbackForm = {
  feedback_text: string;
  /** '' until a category is chosen. */
  category: FeedbackCategory | '';
  /** Optional: null for no rating. */
  rating: Rating | null;
};

export const EMPTY_FEEDBACK_FORM: FeedbackForm = { feedback_text: '', category: '', rating: null };

/** Spec 01 §5: the toast title and its message, for each field that can be missing. */
export const FEEDBACK_PROBLEMS = {
  feedback_text: { title: 'Please provide feedback', message: 'Your feedback message cannot be empty.' },
  category: { title: 'Please select a category', message: 'Help us categorize your feedback.' },
} as const;

export type FeedbackProblem = (typeof FEEDBACK_PROBLEMS)[keyof typeof FEEDBACK_PROBLEMS];
export type FeedbackFormProblems = Partial<Record<keyof typeof FEEDBACK_PROBLEMS, FeedbackProblem>>;

export const CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  bug: 'Bug report',
  feature: 'Feature request',
  improvement: 'Improvement',
  general: 'General feedback',
};

export const CATEGORY_OPTIONS = [
  { value: '' as const, label: 'Choose a category' },
  ...FEEDBACK_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];

/** What is missing, message first (the order of the spec and of the form). */
export function feedbackFormProblems(form: FeedbackForm): FeedbackFormProblems {
  const problems: FeedbackFormProblems = {};
  if (form.feedback_text.trim() === '') problems.feedback_text = FEEDBACK_PROBLEMS.feedback_text;
  if (form.category === '' || !FEEDBACK_CATEGORIES.includes(form.category)) problems.category = FEEDBACK_PROBLEMS.category;
  return problems;
}

/** The first problem, for the toast; undefined when the form can be sent. */
export function firstFeedbackProblem(problems: FeedbackFormProblems): FeedbackProblem | undefined {
  return problems.feedback_text ?? problems.category;
}

/** The body of POST /api/feedback, or null while something is missing (see feedbackFormProblems). */
export function feedbackRequest(form: FeedbackForm, page: string): SendFeedbackInput | null {
  const text = form.feedback_text.trim();
  if (text === '' || form.category === '') return null;
  return { feedback_text: text, category: form.category, rating: form.rating, page: page.slice(0, 200) };
}
