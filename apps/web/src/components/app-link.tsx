import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this app (from `paths`). */
  to: string;
  replace?: boolean;
};

/**
 * A link to a page of the app: a real <a href> (it works before the page's script has run, and opens in a new
 * tab), followed in the app without a page load. React Router's <Link> does the same but also carries its
 * framework mode's prefetching, several KB that every first download would pay for; the header bar and the
 * public pages use this one. Other pages may use either.
 */
export function AppLink({ to, replace, target, onClick, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const followInApp = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followInApp(event);
      }}
    />
  );
}
