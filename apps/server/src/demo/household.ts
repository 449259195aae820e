import type { InvitableRole, Preferences, Role, SpaceType } from '@tidy/domain/constants';

// Who lives in the demo household and what their home looks like. Every address is on a reserved domain
// (RFC 2606 `.example`), so no e-mail can ever reach a real person and a demo account is told apart from a
// real one by its address alone.

export const DEMO_EMAIL_DOMAIN = 'demo.tidysteps.example';

export const isDemoEmail = (email: string) => email.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);

export type PersonKey = 'maya' | 'daniel' | 'zoe' | 'leo';
export type SpaceKey = 'kitchen' | 'living' | 'bedroom' | 'garage';

export type DemoPerson = {
  key: PersonKey;
  name: string;
  /** Their role in the spaces they belong to (the organizer created them all). */
  role: Role;
  email: string;
  /** Printed for whoever runs the demo; long enough and unlike the name, as the sign-up rules ask. */
  password: string;
};

// prettier-ignore
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { key: 'maya', name: 'Maya Okafor', role: 'organizer', email: `maya@${DEMO_EMAIL_DOMAIN}`, password: 'lemon-drawer-41' },
  { key: 'daniel', name: 'Daniel Okafor', role: 'parent', email: `daniel@${DEMO_EMAIL_DOMAIN}`, password: 'quiet-garage-73' },
  { key: 'zoe', name: 'Zoe Okafor', role: 'child', email: `zoe@${DEMO_EMAIL_DOMAIN}`, password: 'purple-sock-58' },
  { key: 'leo', name: 'Leo Okafor', role: 'child', email: `leo@${DEMO_EMAIL_DOMAIN}`, password: 'rocket-lego-26' },
];

export const ORGANIZER: DemoPerson = DEMO_PEOPLE[0]!;

export const MAYA_PREFERENCES: Preferences = {
  daily_time_available: 15,
  energy_level: 'medium',
  organization_experience: 'intermediate',
  task_frequency: 'daily',
  preferred_task_time: 'evening',
  motivation_style: 'gentle',
};

export const DANIEL_PREFERENCES: Preferences = {
  daily_time_available: 30,
  energy_level: 'high',
  organization_experience: 'beginner',
  task_frequency: 'every-other-day',
  preferred_task_time: 'morning',
  motivation_style: 'garage',
};

export type SceneKey = 'kitchen-counter' | 'pantry' | 'living-sofa' | 'bunk-beds' | 'closet' | 'garage-shelves';

export type DemoSpace = {
  key: SpaceKey;
  name: string;
  spaceType: SpaceType;
  description: string;
  /** What Maya wrote in the set-up dialog; the coach reads it with the photo labels. */
  notes: string;
  /** Drawn pictures, each labelled as a demo photo (labels are at most 60 characters). */
  photos: readonly { scene: SceneKey; label: string }[];
  /** Who besides Maya belongs to it, with which role. */
  members: readonly { who: Exclude<PersonKey, 'maya'>; role: InvitableRole }[];
  /** The day of the demo's week Maya made it (-6: at onboarding, which takes at most three spaces). */
  madeOnDay: number;
};

const KIDS_AND_DANIEL = [
  { who: 'daniel', role: 'parent' },
  { who: 'zoe', role: 'child' },
  { who: 'leo', role: 'child' },
] as const;

/** The first three are made at onboarding (which takes at most three); the garage is added two days later. */
export const DEMO_SPACES: readonly DemoSpace[] = [
  {
    key: 'kitchen',
    name: 'Kitchen',
    spaceType: 'kitchen',
    description: 'Where we eat, do homework and where the mail piles up.',
    notes: 'The counter by the sink collects mail and school papers. The pantry shelves are a jumble.',
    photos: [
      { scene: 'kitchen-counter', label: 'Demo photo: counter by the sink' },
      { scene: 'pantry', label: 'Demo photo: pantry shelves' },
    ],
    members: KIDS_AND_DANIEL,
    madeOnDay: -6,
  },
  {
    key: 'living',
    name: 'Living room',
    spaceType: 'living-room',
    description: 'Sofa, TV, and most of the toys by evening.',
    notes: 'Toys end up everywhere in the evening. We want a quick reset before bedtime.',
    photos: [{ scene: 'living-sofa', label: 'Demo photo: sofa and toy basket' }],
    members: KIDS_AND_DANIEL,
    madeOnDay: -6,
  },
  {
    key: 'bedroom',
    name: "Zoe and Leo's room",
    spaceType: 'bedroom',
    description: 'Bunk beds, one desk, two kids.',
    notes: 'Books and clothes on the floor; the desk is buried. The closet needs a system the kids can keep.',
    photos: [
      { scene: 'bunk-beds', label: 'Demo photo: bunk beds and desk' },
      { scene: 'closet', label: 'Demo photo: closet' },
    ],
    members: KIDS_AND_DANIEL,
    madeOnDay: -6,
  },
  {
    key: 'garage',
    name: 'Garage',
    spaceType: 'garage',
    description: 'Bikes, tools and boxes we have not opened since the move.',
    notes: 'Bikes block the shelves. Paint tins and boxes from the move cover the floor.',
    photos: [{ scene: 'garage-shelves', label: 'Demo photo: shelves and bikes' }],
    members: [{ who: 'daniel', role: 'parent' }],
    madeOnDay: -4,
  },
];

export const demoPerson = (key: PersonKey) => DEMO_PEOPLE.find((person) => person.key === key)!;
export const demoSpace = (key: SpaceKey) => DEMO_SPACES.find((space) => space.key === key)!;
