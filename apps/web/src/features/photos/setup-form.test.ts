import { describe, expect, it } from 'vitest';
import { fileList, fileSize, setupFormData, setupProblems, setupSuccessToast, takePhotos } from './setup-form';

const MB = 1024 * 1024;
const photo = (name: string, size = 2 * MB, type = 'image/jpeg') => ({ name, type, size });

describe('takePhotos', () => {
  it('takes images up to 15 MB each', () => {
    const files = [photo('desk.jpg'), photo('shelf.png', 15 * MB, 'image/png')];
    expect(takePhotos(0, files)).toEqual({ accepted: files, problems: [] });
  });

  it('refuses files that are not images, naming them', () => {
    const result = takePhotos(0, [photo('desk.jpg'), photo('plan.pdf', MB, 'application/pdf'), photo('notes', 10, '')]);
    expect(result.accepted.map((file) => file.name)).toEqual(['desk.jpg']);
    expect(result.problems).toEqual(['Only image files can be added: "plan.pdf" and "notes" are not an image.']);
  });

  it('refuses photos over 15 MB', () => {
    const result = takePhotos(0, [photo('huge.jpg', 15 * MB + 1)]);
    expect(result.accepted).toEqual([]);
    expect(result.problems).toEqual(['Each photo must be 15 MB or smaller: "huge.jpg" is too big.']);
  });

  it('keeps at most 12 photos per upload, counting those already chosen', () => {
    const files = Array.from({ length: 5 }, (_, index) => photo(`p${index}.jpg`));
    const result = takePhotos(10, files);
    expect(result.accepted.map((file) => file.name)).toEqual(['p0.jpg', 'p1.jpg']);
    expect(result.problems).toEqual(['Add at most 12 photos at a time: 3 photos were left out.']);
    expect(takePhotos(12, [photo('one.jpg')]).problems).toEqual([
      'Add at most 12 photos at a time: 1 photo was left out.',
    ]);
  });

  it('reports every kind of problem at once', () => {
    const result = takePhotos(11, [
      photo('a.txt', 1, 'text/plain'),
      photo('b.jpg', 20 * MB),
      photo('c.jpg'),
      photo('d.jpg'),
    ]);
    expect(result.accepted.map((file) => file.name)).toEqual(['c.jpg']);
    expect(result.problems).toHaveLength(3);
  });
});

describe('fileList', () => {
  it('names up to three files, then counts the rest', () => {
    expect(fileList(['a'])).toBe('"a"');
    expect(fileList(['a', 'b'])).toBe('"a" and "b"');
    expect(fileList(['a', 'b', 'c'])).toBe('"a", "b" and "c"');
    expect(fileList(['a', 'b', 'c', 'd', 'e'])).toBe('"a", "b" and 3 more');
  });
});

describe('setupProblems', () => {
  it('accepts labels up to 60 characters and notes up to 1000, after trimming', () => {
    expect(setupProblems(['desk', '', `  ${'x'.repeat(60)}  `], ` ${'n'.repeat(1000)} `)).toBeNull();
  });

  it('points at the label or the notes that are too long', () => {
    expect(setupProblems(['ok', 'x'.repeat(61)], 'n'.repeat(1001))).toEqual({
      labels: { 1: 'Keep the label under 60 characters.' },
      notes: 'Keep the notes under 1000 characters.',
    });
  });
});

describe('setupFormData', () => {
  it('sends photos and labels in the same order, with trimmed labels and notes', () => {
    const desk = new File(['desk'], 'desk.jpg', { type: 'image/jpeg' });
    const shelf = new File(['shelf'], 'shelf.png', { type: 'image/png' });
    const form = setupFormData(
      [
        { file: desk, label: ' desk ' },
        { file: shelf, label: '' },
      ],
      '  Papers pile up on the desk.  ',
    );
    expect(form.getAll('photos').map((file) => (file as File).name)).toEqual(['desk.jpg', 'shelf.png']);
    expect(form.getAll('labels')).toEqual(['desk', '']);
    expect(form.get('notes')).toBe('Papers pile up on the desk.');
  });

  it('sends empty notes too, so clearing the field clears them', () => {
    const form = setupFormData([], '   ');
    expect(form.getAll('photos')).toEqual([]);
    expect(form.get('notes')).toBe('');
  });
});

describe('setupSuccessToast', () => {
  it('says what happens next, with and without photos (spec 02 §4)', () => {
    expect(setupSuccessToast(0)).toEqual({
      title: 'Space created!',
      description: 'Add photos later to get tasks made for this room.',
    });
    expect(setupSuccessToast(3)).toEqual({
      title: 'Photos uploaded!',
      description: "We're analyzing your space — new tasks will appear here shortly.",
    });
  });
});

describe('fileSize', () => {
  it('reads as KB under a megabyte and MB above', () => {
    expect(fileSize(830 * 1024)).toBe('830 KB');
    expect(fileSize(10)).toBe('1 KB');
    expect(fileSize(2.44 * MB)).toBe('2.4 MB');
    expect(fileSize(Number.NaN)).toBe('0 KB');
  });
});
