import { AppLink } from '../components/app-link';
import { MapPin } from 'lucide-react';
import { buttonVariants } from '../components/ui/button-variants';
import { paths } from './paths';

/** Any address the route table does not know (spec 01 §2). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-20 text-center">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <MapPin className="size-7" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        The page you're looking for doesn't exist or may have moved.
      </p>
      <AppLink to={paths.home()} className={`mt-8 ${buttonVariants()}`}>
        Return to Home
      </AppLink>
    </section>
  );
}
