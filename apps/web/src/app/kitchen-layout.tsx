import { lazy, Suspense } from 'react';
import { PageLoading } from '../components/page-loading';
import { RouteErrorBoundary } from './route-error-page';

const DataLayout = lazy(() => import('./query-client'));

/**
 * /kitchen's own layout (decision 028): a linked kitchen tablet shows the household's screen alone, without the
 * site's header, tabs or footer, so nothing on it leads away; it reads the API through the app's query client.
 */
export function KitchenLayout() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading label="Opening the kitchen tablet..." />}>
        <DataLayout />
      </Suspense>
    </RouteErrorBoundary>
  );
}
