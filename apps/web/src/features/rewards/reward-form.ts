import type { RewardFields } from './api/create-reward';
import type { Reward } from './api/get-rewards';

export const REWARD_LIMITS = {
  title: 80,
  description: 300,
  cost: { min: 1, max: 100000 },
  weekly: { min: 1, max: 50 },
};

export type RewardDraft = { title: string; description: string; cost: string; weeklyLimit: string };
export type RewardProblems = Partial<Record<keyof RewardDraft, string>>;

export const emptyDraft: RewardDraft = { title: '', description: '', cost: '', weeklyLimit: '' };

export function draftOf(reward: Reward): RewardDraft {
  return {
    title: reward.title,
    description: reward.description,
    cost: String(reward.cost),
    weeklyLimit: reward.weekly_limit === null ? '' : String(reward.weekly_limit),
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** Checks a reward form; the fields to send, or the problems to show by each field. */
export function readRewardDraft(draft: RewardDraft): { fields: RewardFields } | { problems: RewardProblems } {
  const problems: RewardProblems = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'Give the reward a name.';
  else if (title.length > REWARD_LIMITS.title)
    problems.title = `Keep the name to ${REWARD_LIMITS.title} characters or fewer.`;
  if (draft.description.trim().length > REWARD_LIMITS.description) {
    problems.description = `Keep the description to ${REWARD_LIMITS.description} characters or fewer.`;
  }
  const cost = wholeNumber(draft.cost);
  const { min, max } = REWARD_LIMITS.cost;
  if (!(cost >= min && cost <= max)) problems.cost = `The cost must be a whole number from ${min} to ${max}.`;
  const limitText = draft.weeklyLimit.trim();
  const weeklyLimit = limitText === '' ? null : wholeNumber(limitText);
  const weekly = REWARD_LIMITS.weekly;
  if (weeklyLimit !== null && !(weeklyLimit >= weekly.min && weeklyLimit <= weekly.max)) {
    problems.weeklyLimit = `Leave it empty for no limit, or write a whole number from ${weekly.min} to ${weekly.max}.`;
  }
  if (Object.keys(problems).length > 0) return { problems };
  return { fields: { title, description: draft.description.trim(), cost, weekly_limit: weeklyLimit } };
}
