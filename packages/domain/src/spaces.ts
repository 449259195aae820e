import type { OnboardingPresetId, SpaceType } from './constants';

export const CUSTOM_SPACE_ID_PREFIX = 'custom-';
/** Spaces a household names itself are typed 'other'. */
export const CUSTOM_SPACE_TYPE: SpaceType = 'other';

// A name made only of symbols still needs an id; this keeps it from being just the prefix.
const FALLBACK_SLUG = 'space';

export type OnboardingPreset = {
  readonly id: OnboardingPresetId;
  readonly name: string;
  readonly space_type: SpaceType;
  readonly description: string;
};

export const ONBOARDING_PRESETS: readonly OnboardingPreset[] = [
  {
    id: 'bedroom',
    name: 'Bedroom',
    space_type: 'bedroom',
    description: 'A calm, clutter-free bedroom makes it easier to rest well and start each morning fresh.',
  },
  {
    id: 'kitchen',
    name: 'Kitchen',
    space_type: 'kitchen',
    description: 'Clear counters and cupboards where everything has a home make cooking together quicker and calmer.',
  },
  {
    id: 'living-room',
    name: 'Living Room',
    space_type: 'living-room',
    description: 'A tidy living room gives the whole family a welcoming place to relax, play and catch up.',
  },
  {
    id: 'office',
    name: 'Office',
    space_type: 'office',
    description: 'A clear desk with papers sorted and supplies within reach helps you focus and finish sooner.',
  },
  {
    id: 'gym',
    name: 'Home Gym',
    space_type: 'gym',
    description: 'Equipment stored safely and easy to grab makes it simple for everyone to keep moving.',
  },
  {
    id: 'garage',
    name: 'Garage',
    space_type: 'garage',
    description: 'Sorted tools, sports gear and labelled bins turn the garage into a place where things are easy to find.',
  },
];

/** Badge text for each space type. */
export const SPACE_TYPE_LABELS: Readonly<Record<SpaceType, string>> = {
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  'living-room': 'Living Room',
  office: 'Office',
  bathroom: 'Bathroom',
  garage: 'Garage',
  gym: 'Gym',
  other: 'Other',
};

/** Id for a space the household names itself: "Craft Corner!" → "custom-craft-corner". */
export function customSpaceId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return CUSTOM_SPACE_ID_PREFIX + (slug || FALLBACK_SLUG);
}

export function isCustomSpaceId(id: string): boolean {
  return id.startsWith(CUSTOM_SPACE_ID_PREFIX) && id.length > CUSTOM_SPACE_ID_PREFIX.length;
}

/** Readable name from a space id: "custom-craft-corner" → "Craft Corner". */
export function spaceDisplayName(id: string): string {
  const slug = isCustomSpaceId(id) ? id.slice(CUSTOM_SPACE_ID_PREFIX.length) : id;
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
