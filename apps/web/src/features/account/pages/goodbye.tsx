import { CircleCheck } from 'lucide-react';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../app/paths';
import { buttonVariants } from '../../../components/ui/button-variants';

/** /goodbye: where the app lands, signed out, once the account is deleted (issue 20). */
export function GoodbyePage() {
  return (
    <section
      aria-labelledby="goodbye-heading"
      className="mx-auto w-full max-w-2xl px-4 py-12 text-center md:px-8 md:py-20"
    >
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h1 id="goodbye-heading" className="mt-5 text-3xl font-bold tracking-tight md:text-4xl">
        Your account is deleted
      </h1>
      <p className="mx-auto mt-4 max-w-md text-lg leading-relaxed text-muted-foreground">
        We deleted your account and everything that was yours, and signed you out. We sent one last e-mail to say it is
        done.
      </p>
      <p className="mx-auto mt-2 max-w-md leading-relaxed text-muted-foreground">
        Thank you for tidying with us. You are welcome back at any time with a new account.
      </p>
      <AppLink to={paths.home()} className={`mt-8 ${buttonVariants({ size: 'lg' })}`}>
        Go to the home page
      </AppLink>
    </section>
  );
}
