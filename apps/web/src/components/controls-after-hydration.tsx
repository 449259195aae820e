import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Holds the controls inside until a prerendered page is hydrated (decision 023). The page shows before its
 * script has run; until then a button would do nothing, and a form would be posted to the server with what was
 * typed in it (a password) instead of being handled by the app. So the controls are disabled until then, a
 * fraction of a second, without looking disabled (the pointer shows progress). On a page rendered in the
 * browser they are enabled from the start.
 */
export function ControlsAfterHydration({ className = '', children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      disabled={!hydrated}
      className={`min-w-0${className ? ` ${className}` : ''}${hydrated ? '' : ' [&_:disabled]:!cursor-progress [&_:disabled]:!opacity-100'}`}
    >
      {children}
    </fieldset>
  );
}
