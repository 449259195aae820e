/*
 * The look of a button as plain class strings, apart from the Button component so that the landing
 * page and the header bar can style a link as a button without shipping Radix Slot or
 * tailwind-merge in the first download. Callers add only classes that do not conflict with these.
 */

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold ' +
  'transition-colors duration-150 select-none cursor-pointer ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background ' +
  'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55 ' +
  '[&_svg]:pointer-events-none [&_svg]:shrink-0';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft-hover',
  outline: 'border border-border bg-surface text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-primary-foreground shadow-sm hover:bg-[#8f2a1a]',
} as const;

const sizes = {
  /** 36 px tall for a mouse; 40 px on a touch screen, where it must be big enough to tap. */
  sm: 'h-9 px-3 text-sm pointer-coarse:h-10 [&_svg]:size-4',
  md: 'h-11 px-5 text-base [&_svg]:size-5',
  lg: 'h-13 px-7 text-lg [&_svg]:size-5',
  /** Icon-only on phones, icon and label from the `sm` breakpoint. */
  compact: 'h-10 px-2.5 text-sm sm:px-3 [&_svg]:size-5',
  icon: 'size-11 [&_svg]:size-5',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants({
  variant = 'primary',
  size = 'md',
}: { variant?: ButtonVariant; size?: ButtonSize } = {}) {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
