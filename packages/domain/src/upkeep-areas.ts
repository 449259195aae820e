import type { SpaceType } from './constants';

// The areas of each kind of space (spec 02 §2 sub-space screen) and the recurring upkeep each starts with.
// An area's id is the sub-space id in the address (/space/:spaceId/:subSpaceId), so ids never change.

export type UpkeepTaskTemplate = { readonly name: string; readonly interval_days: number };

export type UpkeepArea = {
  readonly id: string;
  readonly name: string;
  /** What a household keeps up here, added the first time the space's areas are opened. */
  readonly tasks: readonly UpkeepTaskTemplate[];
};

const every = (interval_days: number, name: string): UpkeepTaskTemplate => ({ name, interval_days });

export const UPKEEP_AREAS: Readonly<Record<SpaceType, readonly UpkeepArea[]>> = {
  'living-room': [
    {
      id: 'coffee-table',
      name: 'Coffee table',
      tasks: [every(1, 'Clear cups, remotes and papers'), every(7, 'Dust and polish the top')],
    },
    {
      id: 'entertainment-center',
      name: 'Entertainment center',
      tasks: [
        every(7, 'Dust the screen and shelves'),
        every(30, 'Tidy cables and put away games'),
        every(90, 'Sort films, games and controllers'),
      ],
    },
    {
      id: 'sofa-area',
      name: 'Sofa area',
      tasks: [
        every(3, 'Fold throws and plump cushions'),
        every(7, 'Vacuum under the cushions'),
        every(90, 'Wash the cushion covers'),
      ],
    },
  ],
  kitchen: [
    {
      id: 'fridge',
      name: 'Fridge',
      tasks: [every(7, 'Wipe shelves and check dates'), every(90, 'Deep clean the fridge')],
    },
    {
      id: 'pantry',
      name: 'Pantry',
      tasks: [
        every(14, 'Move older food to the front'),
        every(30, 'Check dates and write the shopping list'),
        every(180, 'Empty and wipe the shelves'),
      ],
    },
    {
      id: 'cabinets',
      name: 'Cabinets',
      tasks: [every(14, 'Wipe the cabinet doors and handles'), every(90, 'Clear out chipped and unused dishes')],
    },
  ],
  bedroom: [
    {
      id: 'closet',
      name: 'Closet',
      tasks: [
        every(7, 'Hang up or fold clothes left out'),
        every(90, 'Pull out clothes nobody wears'),
        every(180, 'Swap clothes for the new season'),
      ],
    },
    {
      id: 'nightstand',
      name: 'Nightstand',
      tasks: [every(3, 'Clear cups and wrappers'), every(30, 'Empty and sort the drawer')],
    },
    {
      id: 'dresser',
      name: 'Dresser',
      tasks: [every(7, 'Clear and dust the top'), every(60, 'Refold and sort the drawers')],
    },
  ],
  office: [
    {
      id: 'desk',
      name: 'Desk',
      tasks: [
        every(1, 'Clear the desk at the end of the day'),
        every(7, 'File or recycle loose papers'),
        every(30, 'Wipe the keyboard, mouse and screen'),
      ],
    },
    {
      id: 'bookshelf',
      name: 'Bookshelf',
      tasks: [
        every(14, 'Put books back where they belong'),
        every(90, 'Dust the shelves and give away finished books'),
      ],
    },
    {
      id: 'storage',
      name: 'Storage',
      tasks: [every(30, 'Restock and sort supplies'), every(180, 'Shred old papers and archive files')],
    },
  ],
  bathroom: [
    {
      id: 'sink-counter',
      name: 'Sink and counter',
      tasks: [every(2, 'Clear and wipe the counter'), every(7, 'Scrub the sink and polish the tap')],
    },
    {
      id: 'shower-bath',
      name: 'Shower and bath',
      tasks: [
        every(7, 'Scrub the tiles and the tub'),
        every(30, 'Wash the shower curtain or clean the screen'),
        every(90, 'Clean the drain and the shower head'),
      ],
    },
    {
      id: 'medicine-cabinet',
      name: 'Medicine cabinet',
      tasks: [every(30, 'Put back what is out and restock'), every(180, 'Take out-of-date medicines to a pharmacy')],
    },
  ],
  garage: [
    {
      id: 'workbench',
      name: 'Workbench',
      tasks: [every(7, 'Put tools back on the wall'), every(30, 'Sweep and wipe the bench')],
    },
    {
      id: 'shelves',
      name: 'Shelves and bins',
      tasks: [every(30, 'Put stray items back in their bins'), every(180, 'Check labels and give away what is unused')],
    },
    {
      id: 'floor',
      name: 'Floor',
      tasks: [every(14, 'Sweep the floor'), every(90, 'Clear the corners and check for leaks')],
    },
  ],
  gym: [
    {
      id: 'equipment',
      name: 'Equipment',
      tasks: [
        every(1, 'Rack the weights after use'),
        every(7, 'Wipe down the handles and benches'),
        every(90, 'Check bolts, cables and bands for wear'),
      ],
    },
    {
      id: 'mats-floor',
      name: 'Mats and floor',
      tasks: [every(7, 'Clean the mats'), every(14, 'Vacuum and mop the floor')],
    },
  ],
  other: [
    {
      id: 'surfaces',
      name: 'Surfaces',
      tasks: [every(3, 'Clear what has piled up'), every(7, 'Dust the surfaces')],
    },
    {
      id: 'storage',
      name: 'Storage',
      tasks: [every(30, 'Put stray items back where they live'), every(90, 'Give away what nobody uses')],
    },
    {
      id: 'floor',
      name: 'Floor',
      tasks: [every(7, 'Vacuum or sweep the floor'), every(30, 'Clean under and behind the furniture')],
    },
  ],
};

/** The areas of a space of this type, in the order the space screen lists them. */
export function upkeepAreasFor(spaceType: SpaceType): readonly UpkeepArea[] {
  return UPKEEP_AREAS[spaceType];
}

/** The area with this id in a space of this type, or null (the "Sub-space not found" case). */
export function findUpkeepArea(spaceType: SpaceType, areaId: string): UpkeepArea | null {
  return UPKEEP_AREAS[spaceType].find((area) => area.id === areaId) ?? null;
}
