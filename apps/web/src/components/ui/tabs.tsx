import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TabItem<Id extends string> = {
  id: Id;
  /** The tab's accessible name and visible text. */
  label: ReactNode;
  panel: ReactNode;
};

type TabsProps<Id extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<Id>[];
  value: Id;
  onValueChange: (value: Id) => void;
  className?: string;
};

/**
 * Tabs as the WAI-ARIA pattern has them (tablist, tab, tabpanel): one tab stop, arrow keys, Home and End
 * move between tabs and show them at once. Hidden panels stay mounted, so a half-filled form survives a
 * look at the other tab. A few dozen lines instead of another dependency.
 */
export function Tabs<Id extends string>({ label, tabs, value, onValueChange, className }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;
  const { listRef, overflow } = useSideScroll(value, tabRefs);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const nextIndex =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (nextIndex === null) return;
    event.preventDefault();
    const next = tabs[nextIndex];
    if (!next) return;
    onValueChange(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className={className}>
      <div className="relative w-full max-w-full sm:inline-block sm:w-auto">
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          // On a phone, more tabs than fit scroll sideways instead of squeezing or spilling out of the page.
          className="inline-flex w-full max-w-full gap-1 overflow-x-auto rounded-2xl border border-border bg-muted p-1 [scrollbar-width:none] sm:w-auto"
        >
          {tabs.map((tab) => {
            const selected = tab.id === value;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab.id, element);
                  else tabRefs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={selected}
                aria-controls={panelId(tab.id)}
                tabIndex={selected ? 0 : -1}
                onClick={() => onValueChange(tab.id)}
                className={cn(
                  'inline-flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl px-3 text-sm sm:px-5 sm:text-base font-semibold whitespace-nowrap transition-colors sm:flex-none',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted focus-visible:outline-none',
                  '[&_svg]:size-5 [&_svg]:shrink-0',
                  selected
                    ? 'bg-surface text-foreground shadow-sm'
                    : 'text-muted-foreground hover:bg-surface/60 hover:text-foreground',
                )}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {/* The hint that more tabs are there: a fade and an arrow at each edge with tabs beyond it. */}
        <ScrollHint side="start" shown={overflow.start} />
        <ScrollHint side="end" shown={overflow.end} />
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== value}
          // A tab stop of its own, as the ARIA pattern advises: Tab from the tabs lands on what they show.
          tabIndex={0}
          className="mt-6 rounded-2xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background focus-visible:outline-none"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

type Overflow = { start: boolean; end: boolean };

/**
 * Tabs wider than the screen scroll sideways: says at which edge more tabs are hidden, and scrolls the
 * chosen tab into view (a tab chosen with the arrow keys, or one that starts beyond the edge).
 */
function useSideScroll<Id extends string>(value: Id, tabRefs: { current: Map<Id, HTMLButtonElement> }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // A pixel of rounding is not a hidden tab.
    const start = list.scrollLeft > 1;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setOverflow((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(list);
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      resized?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(value);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // Sideways only: the page itself must not jump to the tabs.
    const margin = 24;
    const left = tab.offsetLeft - list.offsetLeft;
    const right = left + tab.offsetWidth;
    let target: number | null = null;
    if (left - margin < list.scrollLeft) target = Math.max(0, left - margin);
    else if (right + margin > list.scrollLeft + list.clientWidth) target = right + margin - list.clientWidth;
    if (target === null) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left: target, behavior: smooth ? 'smooth' : 'auto' });
    measure();
  }, [value, tabRefs, measure]);

  return { listRef, overflow };
}

function ScrollHint({ side, shown }: { side: 'start' | 'end'; shown: boolean }) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  return (
    <div
      aria-hidden="true"
      data-scroll-hint={side}
      hidden={!shown}
      className={cn(
        'pointer-events-none absolute inset-y-px flex w-10 items-center from-muted from-40% to-transparent',
        side === 'start'
          ? 'left-px justify-start rounded-l-2xl bg-linear-to-r pl-0.5'
          : 'right-px justify-end rounded-r-2xl bg-linear-to-l pr-0.5',
      )}
    >
      <Icon className="size-4 text-muted-foreground" />
    </div>
  );
}
