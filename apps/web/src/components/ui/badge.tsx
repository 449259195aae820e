import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { badgeVariants, type BadgeVariant } from './badge-variants';

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export function Badge({ variant, className, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
