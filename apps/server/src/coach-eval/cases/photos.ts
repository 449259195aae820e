import type { EvalCase } from '../types';
import { analyze } from './build';
import { BEDROOM_WORDS, KITCHEN_WORDS, OFFICE_WORDS } from './room-words';

// Real photographs (@solid-design-system/placeholders, Unsplash licence), run through the app's object
// detector first: tasks name objects that are in the photo. The subjects below are what a person sees in
// each photo (checked by eye) and the detector finds too. Several spaces have names that do not say what is
// in them ("Den", "Spare room"), so only the photo can tell the coach. A photo with nothing recognisable
// still gets a plan for its room. Nobody in a photo becomes a task.

const kind = 'photos';

const PEOPLE = ['person'];
const CUP = ['cup', 'mug'];
const COUCH = ['couch', 'sofa'];
const BED = ['bed', 'bedding', 'sheet', 'duvet', 'pillow'];

export const PHOTO_CASES: EvalCase[] = [
  analyze(
    kind,
    'photos-01',
    'a dining table with a cup, chairs and oranges (working-from-home.jpg)',
    { spaceType: 'kitchen', spaceName: 'Kitchen table', photos: [{ label: null, file: 'working-from-home.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [CUP, ['chair']] },
      // The detector calls the oranges a hot dog; a task about a hot dog would tell the household it guessed.
      { rule: 'never', words: [...PEOPLE, 'hot dog'] },
    ],
  ),
  analyze(
    kind,
    'photos-02',
    'a desk with a phone, a mug and a calculator (calculator-work.jpg)',
    { spaceType: 'office', spaceName: 'Office', photos: [{ label: 'My desk', file: 'calculator-work.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [['phone', 'cell phone', 'mobile'], CUP] },
      { rule: 'never', words: PEOPLE },
    ],
  ),
  analyze(
    kind,
    'photos-03',
    'a bedroom with a bed, a plant and a dog (friends.jpg)',
    { spaceType: 'bedroom', spaceName: 'Bedroom', photos: [{ label: null, file: 'friends.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [BED, ['plant']] },
      { rule: 'never', words: PEOPLE },
    ],
  ),
  analyze(
    kind,
    'photos-04',
    'coffee cups by a window (senior-coffee.jpg)',
    { spaceType: 'other', spaceName: 'Sunroom', photos: [{ label: null, file: 'senior-coffee.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [CUP] },
      { rule: 'never', words: PEOPLE },
    ],
  ),
  analyze(
    kind,
    'photos-05',
    'a table with coffee cups and papers (conference-table.jpg)',
    { spaceType: 'office', spaceName: 'Home office', photos: [{ label: null, file: 'conference-table.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [CUP] },
      { rule: 'never', words: PEOPLE },
    ],
  ),
  analyze(
    kind,
    'photos-06',
    'a beige couch (family-play-02.jpg)',
    { spaceType: 'other', spaceName: 'Den', photos: [{ label: null, file: 'family-play-02.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [COUCH] },
      { rule: 'never', words: PEOPLE },
    ],
  ),
  analyze(
    kind,
    'photos-07',
    'a couch by large curtains (family-play-01.jpg)',
    { spaceType: 'other', spaceName: 'Downstairs', photos: [{ label: null, file: 'family-play-01.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [COUCH] },
      { rule: 'never', words: PEOPLE },
    ],
  ),
  analyze(
    kind,
    'photos-08',
    'a laptop on a table (laptop-working.jpg)',
    { spaceType: 'office', spaceName: 'Study', photos: [{ label: null, file: 'laptop-working.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [['laptop', 'computer']] },
      { rule: 'never', words: PEOPLE },
    ],
  ),
  analyze(
    kind,
    'photos-09',
    'a bed with a book (family-reading.jpg)',
    { spaceType: 'other', spaceName: 'Spare room', photos: [{ label: null, file: 'family-reading.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [BED] },
      { rule: 'never', words: PEOPLE },
    ],
  ),
  analyze(
    kind,
    'photos-10',
    'two photos of one study: a dining table and a desk (working-from-home.jpg, calculator-work.jpg)',
    {
      spaceType: 'office',
      spaceName: 'Study',
      photos: [
        { label: null, file: 'working-from-home.jpg' },
        { label: null, file: 'calculator-work.jpg' },
      ],
    },
    [
      { rule: 'count', min: 2 },
      { rule: 'covers', subjects: [CUP, ['phone', 'cell phone', 'mobile'], ['chair']] },
      { rule: 'never', words: [...PEOPLE, 'hot dog'] },
    ],
  ),
  analyze(
    kind,
    'photos-11',
    'a close-up of a notebook the detector sees nothing in: still an office plan (workspace.jpg)',
    { spaceType: 'office', spaceName: 'Office', photos: [{ label: null, file: 'workspace.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'share', words: OFFICE_WORDS, atLeast: 0.5 },
      { rule: 'never', words: [...PEOPLE, 'bed', 'pillow', 'shower', 'fridge', 'toilet'] },
    ],
  ),
  analyze(
    kind,
    'photos-12',
    'a city street uploaded to the kitchen by mistake: still a kitchen plan (city-day-01.jpg)',
    { spaceType: 'kitchen', spaceName: 'Kitchen', photos: [{ label: null, file: 'city-day-01.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'share', words: KITCHEN_WORDS, atLeast: 0.5 },
      { rule: 'never', words: [...PEOPLE, 'car', 'truck', 'traffic light', 'bus', 'bicycle'] },
    ],
  ),
  analyze(
    kind,
    'photos-13',
    'a city skyline as the bedroom photo: still a bedroom plan (skyline.jpg)',
    { spaceType: 'bedroom', spaceName: 'Bedroom', photos: [{ label: null, file: 'skyline.jpg' }] },
    [
      { rule: 'count', min: 2 },
      { rule: 'share', words: BEDROOM_WORDS, atLeast: 0.5 },
      { rule: 'never', words: [...PEOPLE, 'car', 'boat', 'airplane', 'traffic light'] },
    ],
  ),
];
