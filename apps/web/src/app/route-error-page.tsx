import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BrandMark } from '../components/brand-mark';
import { buttonVariants } from '../components/ui/button-variants';
import { useDocumentTitle } from '../lib/page-header';
import { paths } from './paths';

/**
 * Shown instead of a page that fails to render or whose code cannot be fetched (for instance right
 * after a new version was deployed): reloading fetches the current files. Kept in the first download
 * on purpose, so it works even when no further file can be loaded.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong');
  const detail = error instanceof Error ? error.message : undefined;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-20 text-center">
      <BrandMark className="mb-6 size-12" />
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        This page could not be shown. Reloading the page usually fixes it.
      </p>
      {detail ? <p className="mt-3 text-sm break-words text-muted-foreground">Details: {detail}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload page
        </button>
        {/* A full page load, not a router link: the router itself may be what failed. */}
        <a href={paths.home()} className={buttonVariants({ variant: 'outline' })}>
          Return to Home
        </a>
      </div>
    </div>
  );
}

type BoundaryProps = { children: ReactNode };
type BoundaryState = { error: unknown; failed: boolean };

/** Catches a page that throws while rendering; the router keys it by address, so another page starts fresh. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept visible in the browser console for whoever is debugging.
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
