import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

// Five tabs on a 390 px phone do not fit: the list scrolls sideways, with a fade and an arrow at each edge
// that has tabs beyond it, and a chosen tab is scrolled into view. happy-dom lays nothing out, so the
// sizes a phone would measure are set by hand.

const TABS = ['dashboard', 'products', 'layout', 'tasks', 'organizer'] as const;
type TabId = (typeof TABS)[number];
const TAB_WIDTH = 110;
const LIST_WIDTH = 350;

function SpaceTabs() {
  const [value, setValue] = useState<TabId>('dashboard');
  return (
    <Tabs
      label="Kitchen"
      value={value}
      onValueChange={setValue}
      tabs={TABS.map((id) => ({ id, label: id, panel: <p>{id} panel</p> }))}
    />
  );
}

function layOut(list: HTMLElement) {
  let scrollLeft = 0;
  Object.defineProperties(list, {
    clientWidth: { configurable: true, get: () => LIST_WIDTH },
    scrollWidth: { configurable: true, get: () => TABS.length * TAB_WIDTH },
    offsetLeft: { configurable: true, get: () => 0 },
    scrollLeft: { configurable: true, get: () => scrollLeft, set: (left: number) => (scrollLeft = left) },
  });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    scrollLeft = options.left ?? scrollLeft;
  });
  list.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  screen.getAllByRole('tab').forEach((tab, index) => {
    Object.defineProperties(tab, {
      offsetLeft: { configurable: true, get: () => index * TAB_WIDTH },
      offsetWidth: { configurable: true, get: () => TAB_WIDTH },
    });
  });
  return {
    scrollTo,
    scrollBy: (left: number) => {
      scrollLeft = left;
      fireEvent.scroll(list);
    },
  };
}

const hint = (side: 'start' | 'end') => document.querySelector<HTMLElement>(`[data-scroll-hint="${side}"]`)!;

describe('tabs that do not fit on a phone', () => {
  it('show a hint at each edge with tabs beyond it, and scroll a chosen tab into view', () => {
    render(<SpaceTabs />);
    const list = screen.getByRole('tablist', { name: 'Kitchen' });
    const { scrollTo, scrollBy } = layOut(list);
    act(() => window.dispatchEvent(new Event('resize')));

    // At the start: more tabs to the right only.
    expect(hint('end').hidden).toBe(false);
    expect(hint('start').hidden).toBe(true);

    // Scrolled to the end: more tabs to the left only.
    scrollBy(TABS.length * TAB_WIDTH - LIST_WIDTH);
    expect(hint('start').hidden).toBe(false);
    expect(hint('end').hidden).toBe(true);

    // Back at the start, End (the keyboard) chooses the last tab, which comes into view.
    scrollBy(0);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'dashboard' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'organizer' }).getAttribute('aria-selected')).toBe('true');
    expect(scrollTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ left: 4 * TAB_WIDTH + TAB_WIDTH + 24 - LIST_WIDTH }),
    );

    // Home goes back to the first tab and scrolls back to it.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'organizer' }), { key: 'Home' });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
  });

  it('show no hint when every tab fits', () => {
    render(<SpaceTabs />);
    expect(hint('start').hidden).toBe(true);
    expect(hint('end').hidden).toBe(true);
  });
});
