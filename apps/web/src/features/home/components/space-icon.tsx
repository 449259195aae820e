import {
  Bath,
  BedDouble,
  Briefcase,
  CookingPot,
  Dumbbell,
  Shapes,
  Sofa,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { SpaceType } from '@tidy/domain/constants';

const ICONS: Record<SpaceType, LucideIcon> = {
  bedroom: BedDouble,
  kitchen: CookingPot,
  'living-room': Sofa,
  office: Briefcase,
  bathroom: Bath,
  garage: Warehouse,
  gym: Dumbbell,
  other: Shapes,
};

/** A decorative picture of a space type; the space's name is always written beside it. */
export function SpaceIcon({ type, className = 'size-6' }: { type: SpaceType; className?: string }) {
  const Icon = ICONS[type] ?? Shapes;
  return <Icon aria-hidden="true" className={className} />;
}
