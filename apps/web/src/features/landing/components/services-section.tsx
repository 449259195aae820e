import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { ControlsAfterHydration } from '../../../components/controls-after-hydration';
import { ListChecksIcon, MessagesSquareIcon, SparklesIcon } from '../../../components/first-paint-icons';
import { badgeVariants, type BadgeVariant } from '../../../components/ui/badge-variants';
import { buttonVariants } from '../../../components/ui/button-variants';
import type { ServiceId } from './service-dialog';

// The dialogs (Radix) are fetched when a visitor first points at or opens a card, not with the page.
const loadServiceDialog = () => import('./service-dialog');
const ServiceDialog = lazy(() => loadServiceDialog().then((module) => ({ default: module.ServiceDialog })));

type Service = {
  id: ServiceId;
  icon: ComponentType<{ className?: string }>;
  title: string;
  description: string;
  badge?: { label: string; variant: BadgeVariant };
  /** The card's button, which opens its dialog. */
  action: string;
};

const services: Service[] = [
  {
    id: 'consultation',
    icon: MessagesSquareIcon,
    title: 'Consultation',
    description: 'Talk through your home with us and leave with a plan made for your spaces and your family.',
    action: 'Book a Consultation',
  },
  {
    id: 'free-plan',
    icon: ListChecksIcon,
    title: 'Organize by Steps',
    description: 'A free plan of small, guided tasks for the spaces you choose, done at your own pace.',
    badge: { label: 'Free', variant: 'soft' },
    action: 'View Free Plan',
  },
  {
    id: 'more-services',
    icon: SparklesIcon,
    title: 'More Services',
    description: "We're working on more ways to support households as they get organized and stay that way.",
    badge: { label: 'Coming Soon', variant: 'sand' },
    action: 'Learn More',
  },
];

function ServiceCard({ service }: { service: Service }) {
  const { icon: Icon, title, description, badge, action } = service;
  const [open, setOpen] = useState(false);
  // Mount the dialog only once it was asked for; keep it mounted afterwards so closing can animate.
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-7">
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-6" />
        </span>
        {badge ? <span className={badgeVariants({ variant: badge.variant })}>{badge.label}</span> : null}
      </div>
      <h3 className="mt-5 text-lg leading-snug font-semibold tracking-tight">{title}</h3>
      <p className="mt-2 mb-6 leading-relaxed text-muted-foreground">{description}</p>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`mt-auto w-full ${buttonVariants({ variant: 'outline' })}`}
        onPointerEnter={() => void loadServiceDialog()}
        onFocus={() => void loadServiceDialog()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {action}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <ServiceDialog service={service.id} open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      ) : null}
    </li>
  );
}

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-heading" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-5 md:px-8">
        <div className="max-w-2xl">
          <h2 id="services-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            Ways we can help
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Start for free with the step-by-step plan. More personal help is on the way.
          </p>
        </div>
        <ControlsAfterHydration>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {services.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </ul>
        </ControlsAfterHydration>
      </div>
    </section>
  );
}
