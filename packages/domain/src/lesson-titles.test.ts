import { describe, expect, it } from 'vitest';
import { lessonPath, ROOM_STYLES } from './lessons';
import { lessonTitles } from './lesson-titles';

describe('lessonTitles', () => {
  it.each(ROOM_STYLES)('names every lesson of the %s path as the catalog does, in order', (style) => {
    expect(lessonTitles(style)).toEqual(lessonPath(style).map(({ id, title }) => ({ id, title })));
  });
});
