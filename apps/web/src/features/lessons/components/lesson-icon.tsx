import type { LessonIcon as LessonIconName } from '@tidy/domain/lessons';
import {
  Archive,
  Bath,
  Bed,
  Box,
  Briefcase,
  Calendar,
  CircleCheck,
  House,
  Layers,
  Leaf,
  ListChecks,
  Sofa,
  Sparkles,
  Star,
  Target,
  Timer,
  Trash2,
  Users,
  Utensils,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

// The catalog names its icons in kebab-case (packages/domain/src/lessons.ts, LESSON_ICONS).
const ICONS: Record<LessonIconName, LucideIcon> = {
  sparkles: Sparkles,
  target: Target,
  timer: Timer,
  'trash-2': Trash2,
  box: Box,
  layers: Layers,
  bed: Bed,
  utensils: Utensils,
  sofa: Sofa,
  briefcase: Briefcase,
  bath: Bath,
  home: House,
  calendar: Calendar,
  leaf: Leaf,
  archive: Archive,
  wrench: Wrench,
  users: Users,
  'check-circle': CircleCheck,
  star: Star,
  'list-checks': ListChecks,
};

/** A lesson's icon; decorative, since the lesson's title is always written beside it. */
export function LessonIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name as LessonIconName] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
