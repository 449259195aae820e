import { HeartIcon } from '../../../components/first-paint-icons';

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-surface py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 md:grid-cols-[1fr_2fr] md:gap-16 md:px-8">
        <div>
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-sand text-sand-foreground">
            <HeartIcon className="size-6" />
          </span>
          <h2 id="about-heading" className="mt-5 text-3xl font-bold tracking-tight md:text-4xl">
            About Me
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">Why Tidy Steps exists.</p>
        </div>
        <figure className="rounded-3xl bg-background p-7 md:p-10">
          <blockquote className="flex flex-col gap-5 text-lg leading-relaxed">
            <p>Hi! I started Tidy Steps as a teenager, because I wanted to help my own family get organized.</p>
            <p>
              Our home was never messy because nobody cared. Everyone was busy, and “clean the whole house” felt too big
              to even begin. So I started breaking it into tiny steps: one drawer, one shelf, one corner of the counter.
              Those small wins added up faster than any big weekend clear-out ever had, and the best part was that we
              did them together.
            </p>
            <p>
              Tidy Steps is that idea, shaped into something any household can use. I hope it helps your home feel a
              little calmer, one step at a time.
            </p>
          </blockquote>
          <figcaption className="mt-6 font-semibold text-primary-soft-foreground">
            — The founder of Tidy Steps
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
