import { describe, it, expect } from 'vitest';
import { ONBOARDING_PRESET_IDS, SPACE_TYPES } from './constants';
import {
  CUSTOM_SPACE_TYPE,
  ONBOARDING_PRESETS,
  SPACE_TYPE_LABELS,
  customSpaceId,
  isCustomSpaceId,
  spaceDisplayName,
} from './spaces';

describe('customSpaceId', () => {
  it.each([
    ['Craft Corner', 'custom-craft-corner'],
    ['craft corner', 'custom-craft-corner'],
    ['  Craft   Corner  ', 'custom-craft-corner'],
    ["Kids' Play Room!", 'custom-kids-play-room'],
    ['Mud room / Entry', 'custom-mud-room-entry'],
    ['Attic 2', 'custom-attic-2'],
    ['--Shed--', 'custom-shed'],
    ['Küche', 'custom-küche'],
    ['!!!', 'custom-space'],
  ])('%j → %s', (name, expected) => {
    expect(customSpaceId(name)).toBe(expected);
  });
});

describe('spaceDisplayName', () => {
  it.each([
    ['custom-craft-corner', 'Craft Corner'],
    ['custom-attic-2', 'Attic 2'],
    ['custom-kids-play-room', 'Kids Play Room'],
    ['living-room', 'Living Room'],
    ['bedroom', 'Bedroom'],
    ['custom-', 'Custom'],
  ])('%s → %s', (id, expected) => {
    expect(spaceDisplayName(id)).toBe(expected);
  });

  it.each(['Craft Corner', 'Attic 2', 'Mud Room'])('round-trips %s', (name) => {
    expect(spaceDisplayName(customSpaceId(name))).toBe(name);
  });
});

describe('isCustomSpaceId', () => {
  it.each([
    ['custom-craft-corner', true],
    ['custom-space', true],
    ['custom-', false],
    ['bedroom', false],
    ['my-custom-room', false],
    ['', false],
  ])('%j → %s', (id, expected) => {
    expect(isCustomSpaceId(id)).toBe(expected);
  });
});

describe('ONBOARDING_PRESETS', () => {
  it('lists the six presets in the spec order', () => {
    expect(ONBOARDING_PRESETS.map((preset) => preset.id)).toEqual([...ONBOARDING_PRESET_IDS]);
  });

  it.each([
    ['bedroom', 'Bedroom', 'bedroom'],
    ['kitchen', 'Kitchen', 'kitchen'],
    ['living-room', 'Living Room', 'living-room'],
    ['office', 'Office', 'office'],
    ['gym', 'Home Gym', 'gym'],
    ['garage', 'Garage', 'garage'],
  ])('%s is named %s with type %s and has a one-sentence description', (id, name, spaceType) => {
    const preset = ONBOARDING_PRESETS.find((p) => p.id === id);
    expect(preset?.name).toBe(name);
    expect(preset?.space_type).toBe(spaceType);
    expect(preset?.description).toMatch(/^[A-Z][^.!?]{20,}\.$/);
    expect(preset?.description.length).toBeLessThanOrEqual(300);
  });

  it('custom spaces are typed other', () => {
    expect(CUSTOM_SPACE_TYPE).toBe('other');
  });
});

describe('SPACE_TYPE_LABELS', () => {
  it.each([
    ['bedroom', 'Bedroom'],
    ['kitchen', 'Kitchen'],
    ['living-room', 'Living Room'],
    ['office', 'Office'],
    ['bathroom', 'Bathroom'],
    ['garage', 'Garage'],
    ['gym', 'Gym'],
    ['other', 'Other'],
  ] as const)('%s → %s', (spaceType, label) => {
    expect(SPACE_TYPE_LABELS[spaceType]).toBe(label);
  });

  it('labels every space type', () => {
    expect(Object.keys(SPACE_TYPE_LABELS).sort()).toEqual([...SPACE_TYPES].sort());
  });
});
