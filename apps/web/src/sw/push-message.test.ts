import { describe, expect, it } from 'vitest';
import { notificationFor, samePath, tappedPath, windowForTap } from './push-message';

const ORIGIN = 'https://tidy.example';

describe('the notification a push message shows', () => {
  it('shows the payload of the shared contract as it is', () => {
    const payload = {
      kind: 'review_result',
      title: 'Your task was approved',
      body: 'Wipe the stove top: +15 points',
      url: '/space/abc?tab=dashboard',
      tag: 'review-42',
    };
    expect(notificationFor(payload, ORIGIN)).toEqual({
      title: 'Your task was approved',
      options: {
        body: 'Wipe the stove top: +15 points',
        tag: 'review-42',
        data: { url: '/space/abc?tab=dashboard' },
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
      },
    });
  });

  it('still shows something readable for a garbled payload', () => {
    for (const payload of [null, 'plain text', 42, {}, { title: '   ', body: 7 }]) {
      const { title, options } = notificationFor(payload, ORIGIN);
      expect(title).toBe('Tidy Steps');
      expect(options.body).not.toBe('');
      expect(options.data.url).toBe('/');
    }
    expect(notificationFor({ kind: 'daily_reminder' }, ORIGIN).options.tag).toBe('daily_reminder');
  });

  it('never leads to another site', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      'space/abc',
      '/\\evil.example',
    ]) {
      expect(notificationFor({ title: 'x', url }, ORIGIN).options.data.url).toBe('/');
    }
    expect(samePath('/todo#top', ORIGIN)).toBe('/todo#top');
    expect(tappedPath({ url: '/todo' }, ORIGIN)).toBe('/todo');
    expect(tappedPath(undefined, ORIGIN)).toBe('/');
  });
});

describe('which window a tap brings forward', () => {
  const tab = (path: string, focused = false) => ({ url: `${ORIGIN}${path}`, focused });

  it('prefers a window already showing the page', () => {
    expect(windowForTap([tab('/todo', true), tab('/space/abc')], '/space/abc', ORIGIN)).toEqual({
      index: 1,
      navigate: false,
    });
  });

  it('otherwise takes the focused window, or any, and moves it to the page', () => {
    expect(windowForTap([tab('/'), tab('/todo', true)], '/space/abc', ORIGIN)).toEqual({ index: 1, navigate: true });
    expect(windowForTap([tab('/')], '/space/abc', ORIGIN)).toEqual({ index: 0, navigate: true });
  });

  it('opens a new window when none is open', () => {
    expect(windowForTap([], '/todo', ORIGIN)).toBeNull();
  });
});
