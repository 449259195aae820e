import { CircleAlert, MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from './paths';
import { Button } from '../components/ui/button';
import { buttonVariants } from '../components/ui/button-variants';
import { ApiError } from '../lib/api-fetch';

/**
 * A page of one space could not be loaded: no such space (or not a member: "Space Not Found", as the space page
 * says it), or a failure, headed by `failure`, with a button to try again. One for the chores, calendar,
 * rewards and points pages.
 */
export function SpaceLoadProblem({ error, retry, failure }: { error: Error; retry: () => void; failure: string }) {
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <div role="alert">
        {notFound ? (
          <MapPinOff aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
        ) : (
          <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
        )}
        <h1 className="mt-3 text-2xl font-semibold">{notFound ? 'Space Not Found' : failure}</h1>
        <p className="mt-2 text-muted-foreground">
          {notFound ? "This space doesn't exist, or you are not a member of it." : error.message}
        </p>
      </div>
      {notFound ? (
        <Link to={paths.spaces()} className={`mt-6 ${buttonVariants()}`}>
          Back to My Spaces
        </Link>
      ) : (
        <Button variant="outline" className="mt-6" onClick={retry}>
          Try again
        </Button>
      )}
    </section>
  );
}
