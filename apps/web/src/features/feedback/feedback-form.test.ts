import { feedbackInput } from '@tidy/domain/validation';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_OPTIONS,
  EMPTY_FEEDBACK_FORM,
  FEEDBACK_PROBLEMS,
  feedbackFormProblems,
  feedbackRequest,
  firstFeedbackProblem,
  type FeedbackForm,
} from './feedback-form';

const form = (patch: Partial<FeedbackForm>): FeedbackForm => ({ ...EMPTY_FEEDBACK_FORM, ...patch });
const titles = (value: FeedbackForm) => Object.values(feedbackFormProblems(value)).map((problem) => problem.title);

describe('feedbackFormProblems (spec 01 §5)', () => {
  it.each([
    ['an empty form', form({}), ['Please provide feedback', 'Please select a category']],
    ['only spaces and new lines', form({ feedback_text: '  \n\t ', category: 'bug' }), ['Please provide feedback']],
    ['no category', form({ feedback_text: 'The timer froze' }), ['Please select a category']],
    ['a message and a category', form({ feedback_text: 'The timer froze', category: 'bug' }), []],
    ['with a rating too', form({ feedback_text: 'Lovely', category: 'general', rating: 5 }), []],
  ])('%s', (_case, value, expected) => {
    expect(titles(value)).toEqual(expected);
  });

  it('toasts the message problem first, as the form lists it', () => {
    expect(firstFeedbackProblem(feedbackFormProblems(form({})))).toEqual({
      title: 'Please provide feedback',
      message: 'Your feedback message cannot be empty.',
    });
    expect(firstFeedbackProblem(feedbackFormProblems(form({ feedback_text: 'Hi' })))).toEqual({
      title: 'Please select a category',
      message: 'Help us categorize your feedback.',
    });
    expect(firstFeedbackProblem({})).toBeUndefined();
  });

  it("says what the server's schema says", () => {
    const messages = (input: unknown) => feedbackInput.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ feedback_text: ' ', category: 'bug' })).toEqual([FEEDBACK_PROBLEMS.feedback_text.message]);
    expect(messages({ feedback_text: 'Hi' })).toEqual([FEEDBACK_PROBLEMS.category.message]);
  });
});

describe('feedbackRequest', () => {
  it('trims the message and says where it was sent from', () => {
    expect(feedbackRequest({ feedback_text: '  Crash on save \n', category: 'bug', rating: null }, '/app')).toEqual({
      feedback_text: 'Crash on save',
      category: 'bug',
      rating: null,
      page: '/app',
    });
    expect(feedbackRequest({ feedback_text: 'x', category: 'general', rating: 3 }, `/${'a'.repeat(300)}`)?.page).toHaveLength(200);
  });

  it('is null while something is missing', () => {
    expect(feedbackRequest(form({ feedback_text: '  ', category: 'bug' }), '/app')).toBeNull();
    expect(feedbackRequest(form({ feedback_text: 'Hi' }), '/app')).toBeNull();
  });

  it('offers every category, after a prompt to choose', () => {
    expect(CATEGORY_OPTIONS.map((option) => option.value)).toEqual(['', 'bug', 'feature', 'improvement', 'general']);
  });
});
