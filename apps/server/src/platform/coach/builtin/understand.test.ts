import { describe, expect, it } from 'vitest';
import { mentionsSubject, understand, type Limits } from './understand';

const ids = (subjects: readonly { id: string }[]) => subjects.map((subject) => subject.id);

describe('understand: the things the words are about', () => {
  it.each([
    ['deal with the pile of shoes by the door', ['shoe'], ['door']],
    ['Coats and bags pile up on the stairs', ['coat', 'bag'], ['stairs']],
    ['The desk is buried under mail and school forms', ['desk', 'mail'], []],
    ['Toys everywhere, the coffee table is covered in magazines', ['toy', 'coffee table', 'magazine'], []],
    ['Resistance bands tangled in a basket, yoga mats leaning everywhere', ['resistance band', 'yoga mat'], ['box']],
    ['sort out the tupperware drawer', ['food container', 'drawer'], []],
    ['get the bikes off the garage floor', ['bike'], ['floor']],
    ['sort the cables behind the TV', ['cable'], ['tv']],
    ["get the kids' art supplies under control", ['craft supplies'], []],
    ['Guitars, a keyboard and far too many cables', ['instrument', 'keyboard', 'cable'], []],
    ['focus on the desk and the cables', ['desk', 'cable'], []],
    ['Lego bricks, soft toys and board games', ['lego', 'stuffed animal', 'board game'], []],
    ['make it a game', [], []],
  ])('%j → things %j, places %j', (text, things, places) => {
    const said = understand(text);
    expect(ids(said.things)).toEqual(things);
    expect(ids(said.places)).toEqual(places);
  });

  it('names a thing the way the person said it', () => {
    expect(understand('make the bathroom cabinet usable again').things[0]?.name).toBe('the bathroom cabinet');
    expect(understand('Towels are always on the floor').things[0]?.name).toBe('towels');
    expect(understand('the Lego is everywhere').things[0]?.name).toBe('Lego');
  });
});

describe('understand: what is not there, and what stays as it is', () => {
  it.each([
    ['There is no closet in this bedroom', ['closet', 'hanger'], []],
    ["We don't have a TV. Lots of books though.", ['tv', 'remote', 'console', 'video game', 'dvd'], []],
    ['We do not own a dishwasher', ['dishwasher'], []],
    ['No bathtub here, just a shower cubicle.', ['shower'], []],
    ["There's no printer and no filing cabinet, just a desk", ['printer', 'filing cabinet'], []],
    ['We don’t have a dresser or a nightstand', ['dresser', 'nightstand'], []],
    ['a bedroom without a wardrobe', ['closet', 'hanger'], []],
    ["We're paperless, everything is scanned", ['paper', 'mail', 'bill', 'receipt', 'filing cabinet'], []],
    ['a TV-free living room', ['tv', 'remote', 'console', 'video game', 'dvd'], []],
    ['there is no fireplace', ['fireplace'], []],
    ['The Lego display on the shelf stays exactly as it is', [], ['lego', 'display', 'shelf']],
    ["My husband's dresser is off limits", [], ['dresser']],
    ["Dad's workbench is his, leave it alone", [], ['bench']],
    ["Don't touch the bookshelf", [], ['shelf']],
    ['Leave the plants alone', [], ['plant']],
    ['Keep the photo wall as it is', [], ['photo', 'wall']],
    ["The fridge door with the kids' drawings stays as it is", [], ['fridge', 'door', 'artwork']],
    ['no need to do the windows', [], ['window']],
    ['everything except the desk', [], ['desk']],
  ])('%j → absent %j, kept %j', (text, absent, kept) => {
    const said = understand(text);
    expect(ids(said.exclusions)).toEqual(absent);
    expect(ids(said.keeps)).toEqual(kept);
  });

  it('does not carry an absence past another instruction', () => {
    const said = understand('no cleaning, and add filing');
    expect(ids(said.exclusions)).toEqual([]);
    expect(ids(said.things)).toEqual(['paper']);
  });

  it('finds a left-out thing in a task by any of its words, singular or plural', () => {
    const [closet] = understand('no closet').exclusions;
    expect(closet && mentionsSubject('Sort the wardrobe by colour', closet)).toBe(true);
    expect(closet && mentionsSubject('Hang up the clothes on the rail', closet)).toBe(false);
  });
});

describe('understand: limits', () => {
  const none: Limits = {
    noHeavy: false,
    noLadders: false,
    noBending: false,
    maxMinutes: null,
    lowEnergy: false,
    kidsHelping: false,
  };
  it.each<[string, Partial<Limits>]>([
    ['I have a bad back, nothing heavy please', { noHeavy: true }],
    ['no lifting or carrying, I just had surgery', { noHeavy: true, noLadders: true }],
    ["I can't lift much", { noHeavy: true }],
    ["No ladders — I'm not steady on my feet", { noLadders: true }],
    ["I'm scared of heights", { noLadders: true }],
    ['No bending down please, my knees are bad', { noHeavy: true, noBending: true }],
    ['only 10 minutes today', { maxMinutes: 10 }],
    ['I have half an hour', { maxMinutes: 30 }],
    ["I'm exhausted today", { lowEnergy: true }],
    ['long day, feeling drained', { lowEnergy: true }],
    ['my kids will help, make it fun', { kidsHelping: true }],
    ['Tidy the playroom with my kids, make it a game', { kidsHelping: true }],
    ['My kids (6 and 9) will help', { kidsHelping: true }],
    ["get the kids' art supplies under control", {}],
    ["the kids' toys are everywhere", {}],
    ['There is no closet in this bedroom', {}],
  ])('%j', (text, limits) => {
    expect(understand(text).limits).toEqual({ ...none, ...limits });
  });
});

describe('understand: focus', () => {
  it('reads kinds of task and "only"', () => {
    expect(understand('only decluttering please').focus).toEqual({ categories: ['declutter'], only: true, things: [] });
    expect(understand('more cleaning').focus).toMatchObject({ categories: ['clean'], only: false });
  });

  it('reads what to focus on', () => {
    expect(understand('focus on the desk and the cables').focus.things).toEqual(['desk', 'cable']);
  });
});
