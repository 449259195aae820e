import { describe, expect, it } from 'vitest';
import {
  addLocalLesson,
  completedParamLesson,
  lessonsToMerge,
  readChosenSpace,
  readLocalProgress,
  visitorLessons,
  writeChosenSpace,
  writeLocalProgress,
} from './local-progress';
import { memoryStorage, refusingStorage } from '../../test-support/storage';

describe('readLocalProgress', () => {
  it.each<[string, Record<string, string>, number[], string | null]>([
    ['nothing stored', {}, [], null],
    ["the spec's list of numbers", { completedLessons: '[1,2,3]' }, [1, 2, 3], null],
    ['any order, duplicates', { completedLessons: '[3,1,3,2]' }, [1, 2, 3], null],
    [
      'values that are no lesson number are dropped',
      { completedLessons: '[0,1,-3,"2",2.5,null,6,1001]' },
      [1, 6],
      null,
    ],
    ['not a list', { completedLessons: '{"1":true}' }, [], null],
    ['not JSON', { completedLessons: 'one,two' }, [], null],
    ['an absurdly long list', { completedLessons: JSON.stringify(Array.from({ length: 101 }, () => 1)) }, [], null],
    ['with an owner', { completedLessons: '[1]', completedLessonsOwner: 'user-1' }, [1], 'user-1'],
  ])('%s', (_label, stored, lessons, owner) => {
    expect(readLocalProgress(memoryStorage(stored))).toEqual({ lessons, owner });
  });

  it('reads nothing from missing or refusingStorage storage', () => {
    expect(readLocalProgress(null)).toEqual({ lessons: [], owner: null });
    expect(readLocalProgress(refusingStorage)).toEqual({ lessons: [], owner: null });
  });
});

describe('writing progress', () => {
  it('writes the list as JSON numbers and the owner beside it', () => {
    const storage = memoryStorage();
    writeLocalProgress(storage, { lessons: [2, 1, 2], owner: 'user-1' });
    expect(storage.data.get('completedLessons')).toBe('[1,2]');
    expect(storage.data.get('completedLessonsOwner')).toBe('user-1');
    writeLocalProgress(storage, { lessons: [], owner: null });
    expect(storage.data.get('completedLessons')).toBe('[]');
    expect(storage.data.has('completedLessonsOwner')).toBe(false);
  });

  it('adds a lesson and keeps the owner', () => {
    const storage = memoryStorage({ completedLessons: '[1]', completedLessonsOwner: 'user-1' });
    addLocalLesson(storage, 2);
    addLocalLesson(storage, 2);
    expect(readLocalProgress(storage)).toEqual({ lessons: [1, 2], owner: 'user-1' });
  });

  it('does not throw when storage refuses', () => {
    expect(() => writeLocalProgress(refusingStorage, { lessons: [1], owner: null })).not.toThrow();
    expect(() => addLocalLesson(refusingStorage, 1)).not.toThrow();
    expect(() => writeChosenSpace(refusingStorage, 'Desk')).not.toThrow();
  });
});

describe('whose lessons show and merge', () => {
  it.each<[string, { lessons: number[]; owner: string | null }, number[], number[]]>([
    ['made while signed out: all missing ones', { lessons: [1, 2, 3], owner: null }, [1], [2, 3]],
    ["the same person's list: the missing ones", { lessons: [1, 2, 3], owner: 'me' }, [1, 2], [3]],
    ['nothing missing', { lessons: [1, 2], owner: 'me' }, [1, 2, 3], []],
    ["another account's list: nothing", { lessons: [1, 2, 3], owner: 'someone-else' }, [], []],
  ])('%s', (_label, local, server, expected) => {
    expect(lessonsToMerge(local, server, 'me')).toEqual(expected);
  });

  it("shows a visitor only what was done while signed out, never a signed-out account's lessons", () => {
    expect(visitorLessons({ lessons: [1, 2], owner: null })).toEqual([1, 2]);
    expect(visitorLessons({ lessons: [1, 2], owner: 'someone' })).toEqual([]);
  });
});

describe('chosenSpace', () => {
  it('keeps the named space, and forgets a blank one', () => {
    const storage = memoryStorage();
    expect(readChosenSpace(storage)).toBe('');
    writeChosenSpace(storage, 'Kitchen counter');
    expect(storage.data.get('chosenSpace')).toBe('Kitchen counter');
    expect(readChosenSpace(storage)).toBe('Kitchen counter');
    writeChosenSpace(storage, '   ');
    expect(storage.data.has('chosenSpace')).toBe(false);
  });
});

describe('completedParamLesson', () => {
  it.each<[string | null, number | null]>([
    ['3', 3],
    ['24', 24],
    [null, null],
    ['', null],
    ['0', null],
    ['-1', null],
    ['2.5', null],
    ['3abc', null],
    [' 3', null],
    ['99999', null],
  ])('%j → %j', (value, expected) => {
    expect(completedParamLesson(value)).toBe(expected);
  });
});
