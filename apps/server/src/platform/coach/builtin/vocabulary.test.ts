import { describe, expect, it } from 'vitest';
import { canonicalTerm, categoriesIn, categoryOfWord, contentTerms, promptWords } from './vocabulary';

describe('canonicalTerm', () => {
  it.each([
    ['desk', 'desk'],
    ['Desks', 'desk'],
    ['papers', 'paper'],
    ['mail', 'paper'],
    ['Paperwork', 'paper'],
    ['shelves', 'shelf'],
    ['boxes', 'box'],
    ['dishes', 'dish'],
    ['supplies', 'supply'],
    ['toiletries', 'toiletry'],
    ['shoes', 'shoe'],
    ['sneakers', 'shoe'],
    ['wardrobe', 'closet'],
    ['cords', 'cable'],
    ['chargers', 'cable'],
    ['clothes', 'clothes'],
    ['clothing', 'clothes'],
    ['couch', 'sofa'],
    ['countertops', 'counter'],
    ['glasses', 'glass'],
    ['mattress', 'mattress'],
  ])('%s → %s', (word, term) => {
    expect(canonicalTerm(word)).toBe(term);
  });
});

describe('contentTerms', () => {
  it.each([
    ['lots of paper', ['paper']],
    ['Clear the desk and sort the mail', ['desk', 'paper']],
    ['my messy closet, full of shoes!', ['closet', 'shoe']],
    ['', []],
    ['please tidy the whole kitchen', []],
    ['Toys everywhere, toys on the floor', ['toy', 'floor']],
  ])('%j → %j', (text, terms) => {
    expect(contentTerms(text)).toEqual(terms);
  });
});

describe('the words for each kind of task', () => {
  it.each([
    ['cleaning', 'clean'],
    ['tidy', 'organize'],
    ['sort', 'organize'],
    ['purge', 'declutter'],
    ['decluttering', 'declutter'],
    ['rearrange', 'rearrange'],
    ['setup', 'setup'],
    ['desk', undefined],
  ] as const)('%s → %s', (word, category) => {
    expect(categoryOfWord(word)).toBe(category);
  });

  it('joins multi-word phrases before reading them', () => {
    expect(promptWords('Set up the shelves, then tidy up')).toEqual(['setup', 'the', 'shelves', 'then', 'tidyup']);
    expect(categoriesIn('set up a station and get rid of old mail')).toEqual(['setup', 'declutter']);
    expect(categoriesIn('the desk')).toEqual([]);
  });
});
