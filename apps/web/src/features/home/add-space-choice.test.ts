import { MAX_CUSTOM_SPACE_NAME_LENGTH } from '@tidy/domain/constants';
import { ONBOARDING_PRESETS } from '@tidy/domain/spaces';
import { describe, expect, it } from 'vitest';
import { checkNewSpace, presetsToOffer, type ExistingSpace } from './add-space-choice';

const home: ExistingSpace[] = [
  { name: 'Bedroom', space_type: 'bedroom' },
  { name: 'Craft Corner', space_type: 'other' },
];

describe('presetsToOffer', () => {
  it('offers every suggested space to a home that has none of them', () => {
    expect(presetsToOffer([])).toEqual(ONBOARDING_PRESETS);
  });

  it.each([
    [[{ name: 'Bedroom', space_type: 'bedroom' }], ['Kitchen', 'Living Room', 'Office', 'Home Gym', 'Garage']],
    // A kind of room the home has, whatever it is called, is not offered again as if new…
    [[{ name: "Kids' room", space_type: 'bedroom' }], ['Kitchen', 'Living Room', 'Office', 'Home Gym', 'Garage']],
    // …nor a name the home already uses for something else.
    [[{ name: 'kitchen', space_type: 'other' }], ['Bedroom', 'Living Room', 'Office', 'Home Gym', 'Garage']],
    [ONBOARDING_PRESETS.map(({ name, space_type }) => ({ name, space_type })), []],
  ] as const)('a home with %j is offered %j', (existing, offered) => {
    expect(presetsToOffer(existing).map((preset) => preset.name)).toEqual(offered);
  });
});

describe('checkNewSpace', () => {
  it.each([
    [
      { name: 'Guest Bedroom', space_type: 'bedroom' },
      { name: 'Guest Bedroom', space_type: 'bedroom' },
    ],
    [
      { name: '  Guest   Bedroom ', space_type: 'bedroom' },
      { name: 'Guest Bedroom', space_type: 'bedroom' },
    ],
    [
      { name: 'Kitchen', space_type: 'kitchen', description: 'Cook here' },
      { name: 'Kitchen', space_type: 'kitchen', description: 'Cook here' },
    ],
    [{ name: 'x'.repeat(MAX_CUSTOM_SPACE_NAME_LENGTH), space_type: 'other' }, null],
  ] as const)('accepts %j', (choice, expected) => {
    const result = checkNewSpace(choice, home);
    expect(result).toEqual({ ok: true, space: expected ?? choice });
  });

  it.each([
    [{ name: '', space_type: 'other' }, 'Please enter a name for your space.'],
    [{ name: '   ', space_type: 'bedroom' }, 'Please enter a name for your space.'],
    [
      { name: 'x'.repeat(MAX_CUSTOM_SPACE_NAME_LENGTH + 1), space_type: 'other' },
      `The name must be ${MAX_CUSTOM_SPACE_NAME_LENGTH} characters or fewer.`,
    ],
    // A second bedroom is welcome, under a name of its own.
    [
      { name: 'Bedroom', space_type: 'bedroom' },
      'Bedroom is already in your home. Give the new space a name of its own.',
    ],
    [
      { name: ' bedroom ', space_type: 'other' },
      'Bedroom is already in your home. Give the new space a name of its own.',
    ],
    [
      { name: 'craft  corner', space_type: 'other' },
      'Craft Corner is already in your home. Give the new space a name of its own.',
    ],
  ] as const)('refuses %j: %s', (choice, problem) => {
    expect(checkNewSpace(choice, home)).toEqual({ ok: false, problem });
  });
});
