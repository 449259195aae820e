import { MAX_CUSTOM_SPACE_NAME_LENGTH, MAX_ONBOARDING_SPACES, type SpaceType } from '@tidy/domain/constants';
import { CUSTOM_SPACE_TYPE, customSpaceId, spaceDisplayName, type OnboardingPreset } from '@tidy/domain/spaces';

/** A space picked in onboarding step 1; `id` is the preset id or customSpaceId(name). */
export type ChosenSpace = {
  id: string;
  name: string;
  space_type: SpaceType;
  description?: string;
};

export function isFull(chosen: readonly ChosenSpace[]): boolean {
  return chosen.length >= MAX_ONBOARDING_SPACES;
}

/** Picks a preset, or puts it back when it was already picked. Nothing changes once the limit is reached. */
export function togglePreset(chosen: readonly ChosenSpace[], preset: OnboardingPreset): ChosenSpace[] {
  if (chosen.some((space) => space.id === preset.id)) return chosen.filter((space) => space.id !== preset.id);
  if (isFull(chosen)) return [...chosen];
  return [
    ...chosen,
    { id: preset.id, name: preset.name, space_type: preset.space_type, description: preset.description },
  ];
}

export function removeSpace(chosen: readonly ChosenSpace[], id: string): ChosenSpace[] {
  return chosen.filter((space) => space.id !== id);
}

export type AddCustomResult = { ok: true; chosen: ChosenSpace[] } | { ok: false; problem: string };

/**
 * Adds a space the household names itself (spec 01 §3, §5): typed 'other', its id made from the
 * name, shown as that id reads ("craft corner!" → "Craft Corner").
 */
export function addCustomSpace(chosen: readonly ChosenSpace[], rawName: string): AddCustomResult {
  const typed = rawName.trim();
  // The same messages as the server's customSpaceName rule (@tidy/domain/validation), without loading zod here.
  if (typed === '') return { ok: false, problem: 'Please enter a name for your space.' };
  if (typed.length > MAX_CUSTOM_SPACE_NAME_LENGTH) {
    return { ok: false, problem: `The name must be ${MAX_CUSTOM_SPACE_NAME_LENGTH} characters or fewer.` };
  }
  if (isFull(chosen)) return { ok: false, problem: `You can choose up to ${MAX_ONBOARDING_SPACES} spaces.` };

  const id = customSpaceId(typed);
  const name = spaceDisplayName(id);
  const taken = chosen.find((space) => space.id === id || space.name.toLocaleLowerCase() === name.toLocaleLowerCase());
  if (taken) return { ok: false, problem: `${taken.name} is already in your list.` };
  return { ok: true, chosen: [...chosen, { id, name, space_type: CUSTOM_SPACE_TYPE }] };
}
