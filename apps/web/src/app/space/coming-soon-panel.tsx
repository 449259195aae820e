import type { LucideIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge';

type ComingSoonPanelProps = { icon: LucideIcon; title: string; children: string };

/** A tab whose feature is not built yet: says so plainly, with nothing to press. */
export function ComingSoonPanel({ icon: Icon, title, children }: ComingSoonPanelProps) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center shadow-sm sm:py-16">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-sand text-sand-foreground">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Badge variant="sand" className="mt-5 text-xs">
        Coming Soon
      </Badge>
      <h2 className="mt-3 text-xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-2 max-w-md leading-relaxed text-muted-foreground">{children}</p>
    </section>
  );
}
