import { useEffect, type RefObject } from 'react';
import { canTakeFocus, focusPositionOf, restoreFocus, type FocusPosition } from './focus-position';

/**
 * Keeps a keyboard user's place inside `container` when what they were on goes away under them: Complete
 * turns into Not done, Start into Pause, a removed item takes its Remove button with it, Clear Completed
 * turns off. Focus then moves to the control in the same place, the row, the next item, or `fallback`
 * (see restoreFocus), instead of dropping to the top of the page.
 */
export function useKeepFocus(container: RefObject<HTMLElement | null>, fallback?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let position: FocusPosition | null = null;
    let pendingCheck: ReturnType<typeof setTimeout> | undefined;

    const onFocusIn = (event: FocusEvent) => {
      position = focusPositionOf(event.target as Element);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && root.contains(next)) return;
      if (next) {
        position = null;
        return;
      }
      // Focus went nowhere: either the control went away (keep the place) or the person clicked the page.
      const left = position;
      clearTimeout(pendingCheck);
      pendingCheck = setTimeout(() => {
        if (position === left && left && canTakeFocus(left.element) && document.activeElement !== left.element) {
          position = null;
        }
      }, 0);
    };
    const observer = new MutationObserver(() => {
      if (!position || canTakeFocus(position.element)) return;
      const active = document.activeElement;
      if (active && active !== document.body && active !== position.element) return;
      const moved = restoreFocus(position, fallback?.current);
      position = moved && root.contains(moved) ? focusPositionOf(moved) : null;
    });

    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden'],
    });
    return () => {
      clearTimeout(pendingCheck);
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [container, fallback]);
}
