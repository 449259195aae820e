import { AppLink } from '../../../components/app-link';
import { paths } from '../../../app/paths';
import { ArrowRightIcon, SproutIcon } from '../../../components/first-paint-icons';
import { badgeVariants } from '../../../components/ui/badge-variants';
import { buttonVariants } from '../../../components/ui/button-variants';

const howItWorks = [
  {
    title: 'Choose a space',
    text: 'Start with up to three rooms: the kitchen, a bedroom, the garage. Whatever is weighing on you most.',
  },
  {
    title: 'Take a five-minute step',
    text: 'Each space begins with small starter tasks you can finish before the kettle boils.',
  },
  {
    title: 'Keep going together',
    text: 'Follow the lesson path at your own pace and invite family members to share the work.',
  },
];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-32 size-[32rem] rounded-full bg-primary-soft/70 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-48 -left-40 size-[28rem] rounded-full bg-sand/60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 py-16 md:grid-cols-[1.15fr_1fr] md:gap-16 md:px-8 md:py-24">
        <div>
          <p className={`mb-6 ${badgeVariants()}`}>
            <SproutIcon className="size-4" />A home-organizing coach for households
          </p>
          <h1
            id="hero-heading"
            className="text-4xl leading-[1.1] font-bold tracking-tight text-balance md:text-5xl lg:text-6xl"
          >
            Learn to organize your home, one step at a time.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground md:text-xl">
            Tidy Steps turns a cluttered home into short lessons and five-minute tasks. Start with one space, make a
            little progress each day, and bring the whole family along.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
            <AppLink to={paths.app()} className={buttonVariants({ size: 'lg' })}>
              Get Started
              <ArrowRightIcon />
            </AppLink>
            <a href="#services" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              See our services
            </a>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">Free to start. No weekend-long clear-out required.</p>
        </div>

        <div className="rounded-3xl border border-border bg-surface/90 p-6 shadow-lg shadow-[#2f6b5e]/5 md:p-8">
          <h2 className="text-lg font-semibold">How it works</h2>
          <ol className="mt-6 flex flex-col gap-6">
            {howItWorks.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold">{step.title}</p>
                  <p className="mt-1 leading-relaxed text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
