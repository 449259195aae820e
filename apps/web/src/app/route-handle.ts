import { createContext, useContext } from 'react';

/** Static facts about a route, known before its lazy page code arrives, so the header never flickers. */
export type RouteHandle = {
  /** Shown in the header bar and the browser tab. */
  title: string;
  /** Show the Back button in the header bar. */
  back?: boolean;
  /** A public reading page that never toasts, so its visitors do not fetch the toast area (sonner). */
  quiet?: boolean;
};

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function currentRouteHandle(matches: readonly { route: { handle?: unknown } }[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The handle of the page being shown (provided by the router). */
export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}
