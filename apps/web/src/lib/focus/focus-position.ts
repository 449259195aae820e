/**
 * Where the keyboard focus was, kept so that it can be put back when what took it away is done: a dialog
 * closing, or a row changing under the person's finger. When the element itself is gone (the row was removed,
 * its button replaced), focus goes to the control in the same place: in the same row, else in the row that
 * took its place (the next item), else to the nearest element marked `data-focus-fallback`, else to <main>.
 */
export type FocusPosition = {
  element: HTMLElement;
  /** The list item (`<li>`) the element sits in, if any. */
  row: HTMLElement | null;
  /** The row's list and the row's index in it. */
  list: HTMLElement | null;
  rowIndex: number;
  /** The element's index among the row's focusable controls. */
  slot: number;
  /** The first word of its name ("Remove", "Complete"): the same control in another row has the same one. */
  kind: string;
  /** Ancestors marked `data-focus-fallback`, nearest first. */
  fallbacks: HTMLElement[];
};

/** Marks an element (with tabIndex -1) as where focus goes when the control that had it disappears inside it. */
export const FOCUS_FALLBACK = { 'data-focus-fallback': '' } as const;

const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function isShown(element: HTMLElement): boolean {
  // Not aria-hidden: an open dialog hides the page behind it that way, while its opener is remembered.
  if (element.closest('[hidden], [inert]')) return false;
  return element.checkVisibility({ visibilityProperty: true });
}

/** Can take focus from a person: in the document, shown and not disabled. */
export function canTakeFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  if (!element?.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return isShown(element);
}

/** The controls a person can Tab to inside `container`, in document order. */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(canTakeFocus);
}

/** Focuses `element` and says whether it now has the focus. */
export function tryFocus(element: HTMLElement | null | undefined, options?: FocusOptions): boolean {
  if (!canTakeFocus(element)) return false;
  element.focus(options);
  return document.activeElement === element;
}

/** What to remember about the element that has the focus now (or `element`). */
export function focusPositionOf(element: Element | null = document.activeElement): FocusPosition | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const row = element.closest('li');
  const list = row?.parentElement ?? null;
  const fallbacks: HTMLElement[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.hasAttribute('data-focus-fallback')) fallbacks.push(node);
  }
  return {
    element,
    row,
    list,
    rowIndex: row && list ? Array.from(list.children).indexOf(row) : -1,
    slot: row ? focusablesIn(row).indexOf(element) : -1,
    kind: kindOf(element),
    fallbacks,
  };
}

function kindOf(element: HTMLElement): string {
  const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return name.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

/**
 * The control in the same place of `row` (for another row: first the one of the same kind, the next item's
 * Remove for a removed item's Remove), or the row itself when it takes focus, or its nearest control.
 */
function sameSlotIn(row: HTMLElement, slot: number, kind?: string): HTMLElement | null {
  const controls = focusablesIn(row);
  const sameKind = kind ? controls.find((control) => kindOf(control) === kind) : undefined;
  if (sameKind) return sameKind;
  if (slot >= 0 && controls[slot]) return controls[slot];
  if (row.hasAttribute('tabindex')) return row;
  return controls.at(slot < 0 ? 0 : -1) ?? null;
}

/** Where focus should go now that `position.element` may be gone. */
function replacementFor(position: FocusPosition): HTMLElement | null {
  const { row, list } = position;
  if (row?.isConnected) return sameSlotIn(row, position.slot);
  if (list?.isConnected) {
    const rows = Array.from(list.children).filter((child): child is HTMLElement => child instanceof HTMLElement);
    const next = rows[Math.min(position.rowIndex, rows.length - 1)];
    if (next) return sameSlotIn(next, position.slot, position.kind);
  }
  return null;
}

/**
 * Puts the focus back where `position` says: on the element if it can still take it, else in its place.
 * Returns the element that got the focus.
 */
export function restoreFocus(position: FocusPosition | null, fallback?: HTMLElement | null): HTMLElement | null {
  const candidates = position
    ? [position.element, replacementFor(position), ...position.fallbacks.filter((node) => node.isConnected)]
    : [];
  if (fallback) candidates.push(fallback);
  for (const candidate of candidates) {
    if (tryFocus(candidate)) return candidate;
  }
  // The last resort: the start of the page's own content, without jumping the page there.
  const main = document.getElementById('main') ?? document.querySelector('main');
  return tryFocus(main, { preventScroll: true }) ? main : null;
}
