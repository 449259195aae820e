import type { ComponentType } from 'react';
import { BookOpenIcon, ChartLineIcon, RepeatIcon } from '../../../components/first-paint-icons';

type Feature = { icon: ComponentType<{ className?: string }>; title: string; text: string };

const features: Feature[] = [
  {
    icon: BookOpenIcon,
    title: 'Step-by-step lessons',
    text: 'A guided path of short lessons shows you how to sort, store and keep things in their place, one skill at a time.',
  },
  {
    icon: ChartLineIcon,
    title: 'Track your progress',
    text: "See the tasks you've finished and the lessons you've completed, so every small win counts toward a calmer home.",
  },
  {
    icon: RepeatIcon,
    title: 'Build lasting habits',
    text: 'Five-minute tasks fit into busy days. Done regularly, they become routines the whole household can keep.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 bg-surface py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-5 md:px-8">
        <div className="max-w-2xl">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            Small steps that add up
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Big clear-outs are exhausting and rarely last. Tidy Steps builds order the way habits are built: a little at
            a time.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-4 rounded-2xl bg-background p-6 md:p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
                <Icon className="size-6" />
              </span>
              <h3 className="text-lg leading-snug font-semibold tracking-tight">{title}</h3>
              <p className="leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
