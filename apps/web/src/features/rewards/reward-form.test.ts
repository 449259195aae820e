import { describe, expect, it } from 'vitest';
import { readRewardDraft } from './reward-form';

describe('the reward form', () => {
  it('sends trimmed fields, with no weekly limit when it is left empty', () => {
    expect(readRewardDraft({ title: ' Pick the movie ', description: '', cost: '40', weeklyLimit: '' })).toEqual({
      fields: { title: 'Pick the movie', description: '', cost: 40, weekly_limit: null },
    });
    expect(readRewardDraft({ title: 'Ice cream', description: 'One scoop', cost: '15', weeklyLimit: '2' })).toEqual({
      fields: { title: 'Ice cream', description: 'One scoop', cost: 15, weekly_limit: 2 },
    });
  });

  it('names each problem by its field', () => {
    expect(readRewardDraft({ title: ' ', description: '', cost: '0', weeklyLimit: '51' })).toEqual({
      problems: {
        title: 'Give the reward a name.',
        cost: 'The cost must be a whole number from 1 to 100000.',
        weeklyLimit: 'Leave it empty for no limit, or write a whole number from 1 to 50.',
      },
    });
    expect(readRewardDraft({ title: 'x'.repeat(81), description: '', cost: '2.5', weeklyLimit: '' })).toMatchObject({
      problems: { title: 'Keep the name to 80 characters or fewer.', cost: expect.any(String) },
    });
  });
});
