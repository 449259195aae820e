/** The look of a badge as a plain class string; see button-variants.ts for why it is apart. */
const variants = {
  primary: 'bg-primary text-primary-foreground',
  soft: 'bg-primary-soft text-primary-soft-foreground',
  sand: 'bg-sand text-sand-foreground',
  outline: 'border border-border text-foreground',
} as const;

export type BadgeVariant = keyof typeof variants;

export function badgeVariants({ variant = 'soft' }: { variant?: BadgeVariant } = {}) {
  return `inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm leading-5 font-semibold whitespace-nowrap ${variants[variant]}`;
}
