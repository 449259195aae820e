import { MAX_CUSTOM_SPACE_NAME_LENGTH, type SpaceType } from '@tidy/domain/constants';
import { ONBOARDING_PRESETS, type OnboardingPreset } from '@tidy/domain/spaces';
import type { NewSpace } from './api/create-home';

// "Add Space" (a space added after onboarding): one space at a time, beside the rooms the home already has.

/** A space the home already has, as the Add Space page compares against it. */
export type ExistingSpace = { name: string; space_type: SpaceType };

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The suggested spaces worth offering as new: not a kind of room the home has already (it is listed as
 * "Already in your home" instead), nor one whose name is taken. A second of a kind is named by the household.
 */
export function presetsToOffer(existing: readonly ExistingSpace[]): OnboardingPreset[] {
  const types = new Set(existing.map((space) => space.space_type));
  return ONBOARDING_PRESETS.filter(
    (preset) => !types.has(preset.space_type) && !existing.some((space) => sameName(space.name, preset.name)),
  );
}

export type NewSpaceCheck = { ok: true; space: NewSpace } | { ok: false; problem: string };

/**
 * Checks the one space to add: a name, as onboarding asks for one, that no space of the home has
 * already — a second bedroom is welcome, but not a second "Bedroom" beside the first.
 */
export function checkNewSpace(choice: NewSpace, existing: readonly ExistingSpace[]): NewSpaceCheck {
  const name = choice.name.trim().replace(/\s+/g, ' ');
  // The same messages as onboarding's own-space field (space-selection.ts).
  if (name === '') return { ok: false, problem: 'Please enter a name for your space.' };
  if (name.length > MAX_CUSTOM_SPACE_NAME_LENGTH) {
    return { ok: false, problem: `The name must be ${MAX_CUSTOM_SPACE_NAME_LENGTH} characters or fewer.` };
  }
  const taken = existing.find((space) => sameName(space.name, name));
  if (taken) {
    return {
      ok: false,
      problem: `${taken.name} is already in your home. Give the new space a name of its own.`,
    };
  }
  return { ok: true, space: { ...choice, name } };
}
