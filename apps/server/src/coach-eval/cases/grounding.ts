import type { EvalCase } from '../types';
import { analyze } from './build';

// Things a household names in its notes or photo labels become what the tasks are about.

const kind = 'grounding';

export const GROUNDING_CASES: EvalCase[] = [
  analyze(
    kind,
    'grounding-01',
    'an office whose desk is buried under mail, with a tangle of chargers',
    {
      spaceType: 'office',
      spaceName: 'Study',
      notes: "The desk is buried under mail and school forms, and there's a tangle of chargers behind the monitor.",
    },
    [
      { rule: 'count', min: 2 },
      {
        rule: 'covers',
        subjects: [
          ['desk'],
          ['mail', 'letter', 'envelope', 'form', 'paperwork', 'inbox', 'paper pile', 'pile of paper'],
          ['charger', 'cable', 'cord', 'wire'],
        ],
      },
    ],
  ),
  analyze(
    kind,
    'grounding-02',
    'a kitchen with unused appliances on the counters and a chaotic spice cupboard',
    {
      spaceType: 'kitchen',
      spaceName: 'Kitchen',
      notes:
        'Counters are covered in appliances we never use — the bread maker and the juicer. The spice cupboard is chaos.',
    },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [['appliance', 'bread maker', 'breadmaker', 'juicer'], ['spice']] },
    ],
  ),
  analyze(
    kind,
    'grounding-03',
    'a bedroom where clothes pile on the chair and the nightstand is full of receipts',
    {
      spaceType: 'bedroom',
      spaceName: 'Our bedroom',
      notes:
        'Clothes pile up on the chair every night and the nightstand drawer is full of old receipts and hair ties.',
    },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [['chair', 'clothe', 'clothes'], ['nightstand', 'bedside'], ['receipt']] },
    ],
  ),
  analyze(
    kind,
    'grounding-04',
    'a living room with toys, magazines on the coffee table and an overflowing DVD shelf',
    {
      spaceType: 'living-room',
      spaceName: 'Lounge',
      notes: 'Toys everywhere, the coffee table is covered in magazines, and the DVD shelf is overflowing.',
    },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [['toy'], ['magazine', 'coffee table'], ['dvd', 'disc', 'disk']] },
    ],
  ),
  analyze(
    kind,
    'grounding-05',
    'a bathroom with old bottles and makeup under the sink and towels on the floor',
    {
      spaceType: 'bathroom',
      spaceName: 'Family bathroom',
      notes: 'Under the sink is full of half-empty bottles and old makeup. Towels are always on the floor.',
    },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [['bottle', 'under the sink'], ['makeup', 'make-up', 'cosmetic'], ['towel']] },
    ],
  ),
  analyze(
    kind,
    'grounding-06',
    'a garage where bikes and paint cans block the car and tools cover the workbench',
    {
      spaceType: 'garage',
      spaceName: 'Garage',
      notes: "Can't park the car because of the bikes and old paint cans. Tools are all over the workbench.",
    },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [['bike', 'bicycle'], ['paint'], ['tool', 'workbench']] },
    ],
  ),
  analyze(
    kind,
    'grounding-07',
    'a bedroom photographed as a shoe pile and a laundry basket corner',
    {
      spaceType: 'bedroom',
      spaceName: "Maya's room",
      labels: ['Shoe pile by the wardrobe', 'Desk corner with the laundry basket'],
    },
    [
      { rule: 'count', min: 2 },
      {
        rule: 'covers',
        subjects: [
          ['shoe', 'sneaker', 'boot'],
          ['laundry', 'basket'],
        ],
      },
    ],
  ),
  analyze(
    kind,
    'grounding-08',
    'a kitchen photographed as a fridge door of magnets and a tupperware drawer',
    {
      spaceType: 'kitchen',
      spaceName: 'Kitchen',
      labels: ['Fridge door covered in magnets and old flyers', 'Tupperware drawer'],
    },
    [
      { rule: 'count', min: 2 },
      {
        rule: 'covers',
        subjects: [
          ['fridge', 'refrigerator', 'magnet', 'flyer'],
          ['tupperware', 'container', 'lid'],
        ],
      },
    ],
  ),
  analyze(
    kind,
    'grounding-09',
    'an office with books on the floor and a broken printer on the desk',
    {
      spaceType: 'office',
      spaceName: 'Home office',
      notes: "Books stacked on the floor, and a printer that doesn't work takes up half the desk.",
    },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [['book'], ['printer']] },
    ],
  ),
  analyze(
    kind,
    'grounding-10',
    'a home gym with tangled bands, leaning yoga mats and dumbbells on the floor',
    {
      spaceType: 'gym',
      spaceName: 'Basement gym',
      notes: 'Resistance bands tangled in a basket, yoga mats leaning everywhere, dumbbells left on the floor.',
    },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [['band'], ['mat'], ['dumbbell', 'weight']] },
    ],
  ),
  analyze(
    kind,
    'grounding-11',
    "a living room with blankets and cushions everywhere and the kids' craft stuff on the dining table",
    {
      spaceType: 'living-room',
      spaceName: 'Living room',
      notes: "Blankets and cushions everywhere, and the kids' craft stuff has taken over the dining table.",
    },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [['blanket', 'throw'], ['cushion', 'pillow'], ['craft']] },
    ],
  ),
  analyze(
    kind,
    'grounding-12',
    'a kitchen with overflowing recycling and a mountain of plastic bags',
    {
      spaceType: 'kitchen',
      spaceName: 'Kitchen',
      notes: "The recycling overflows every week and there's a mountain of plastic bags under the sink.",
    },
    [
      { rule: 'count', min: 2 },
      {
        rule: 'covers',
        subjects: [
          ['recycling', 'recycle'],
          ['plastic bag', 'bag'],
        ],
      },
    ],
  ),
];
