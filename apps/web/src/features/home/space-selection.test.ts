import { MAX_ONBOARDING_SPACES } from '@tidy/domain/constants';
import { ONBOARDING_PRESETS } from '@tidy/domain/spaces';
import { describe, expect, it } from 'vitest';
import { addCustomSpace, removeSpace, togglePreset, type ChosenSpace } from './space-selection';

const [bedroom, kitchen, livingRoom, office] = ONBOARDING_PRESETS as [
  (typeof ONBOARDING_PRESETS)[number],
  (typeof ONBOARDING_PRESETS)[number],
  (typeof ONBOARDING_PRESETS)[number],
  (typeof ONBOARDING_PRESETS)[number],
];

function added(chosen: readonly ChosenSpace[], name: string): ChosenSpace[] {
  const result = addCustomSpace(chosen, name);
  if (!result.ok) throw new Error(result.problem);
  return result.chosen;
}

describe('togglePreset', () => {
  it('picks a preset with its name, type and description, and puts it back on a second press', () => {
    const picked = togglePreset([], kitchen);
    expect(picked).toEqual([
      { id: 'kitchen', name: 'Kitchen', space_type: 'kitchen', description: kitchen.description },
    ]);
    expect(togglePreset(picked, kitchen)).toEqual([]);
  });

  it(`stops at ${MAX_ONBOARDING_SPACES} spaces`, () => {
    const full = [bedroom, kitchen, livingRoom].reduce<ChosenSpace[]>((list, preset) => togglePreset(list, preset), []);
    expect(full).toHaveLength(MAX_ONBOARDING_SPACES);
    expect(togglePreset(full, office)).toEqual(full);
    // A chosen one can still be taken out.
    expect(togglePreset(full, kitchen).map((space) => space.id)).toEqual(['bedroom', 'living-room']);
  });
});

describe('addCustomSpace', () => {
  it.each([
    ['Craft Corner', 'custom-craft-corner', 'Craft Corner'],
    ['  kids’ play room! ', 'custom-kids-play-room', 'Kids Play Room'],
    ['pantry', 'custom-pantry', 'Pantry'],
  ])('"%s" becomes %s, shown as "%s", typed other', (typed, id, name) => {
    expect(added([], typed)).toEqual([{ id, name, space_type: 'other' }]);
  });

  it.each([
    ['', 'Please enter a name for your space.'],
    ['   ', 'Please enter a name for your space.'],
    ['x'.repeat(41), 'The name must be 40 characters or fewer.'],
  ])('refuses %j', (typed, problem) => {
    expect(addCustomSpace([], typed)).toEqual({ ok: false, problem });
  });

  it('refuses a space already in the list, by id or by name', () => {
    const chosen = added(togglePreset([], livingRoom), 'Pantry');
    expect(addCustomSpace(chosen, 'pantry!')).toEqual({ ok: false, problem: 'Pantry is already in your list.' });
    expect(addCustomSpace(chosen, 'living room')).toEqual({
      ok: false,
      problem: 'Living Room is already in your list.',
    });
  });

  it('refuses a fourth space', () => {
    const full = added(added(added([], 'One'), 'Two'), 'Three');
    expect(addCustomSpace(full, 'Four')).toEqual({ ok: false, problem: 'You can choose up to 3 spaces.' });
  });
});

describe('removeSpace', () => {
  it('takes out the one space', () => {
    const chosen = added(togglePreset([], bedroom), 'Pantry');
    expect(removeSpace(chosen, 'custom-pantry').map((space) => space.id)).toEqual(['bedroom']);
  });
});
