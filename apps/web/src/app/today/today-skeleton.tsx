/**
 * Today's frame while its data is on the way: the heading, the date line and three rows of the size a row takes
 * (taller on phones, where a row's buttons go below its text), so the page does not jump when the day arrives.
 */
export function TodaySkeleton() {
  return (
    <div
      role="status"
      // The route announcer waits for the page behind this before it says the page's title.
      data-page-loading=""
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-8 md:py-10"
    >
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Today</h1>
        <p className="mt-1 text-muted-foreground">
          <span className="sr-only">Loading your day...</span>
          <span aria-hidden="true" className="inline-block h-4 w-48 rounded bg-muted align-middle" />
        </p>
      </header>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <span className="h-7 w-40 rounded bg-muted" />
        {[0, 1, 2].map((row) => (
          <span
            key={row}
            className="h-[8.75rem] rounded-xl border border-border bg-surface motion-safe:animate-pulse sm:h-[5.75rem]"
          />
        ))}
      </div>
    </div>
  );
}
