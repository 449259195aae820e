/** A calm full-area loading state with a label read by screen readers (CSS only: it ships in the first download). */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      // The route announcer waits for the page behind this before it says the page's title.
      data-page-loading=""
      className="flex min-h-[50dvh] flex-1 flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <span
        aria-hidden="true"
        className="size-7 rounded-full border-[3px] border-primary-soft border-t-primary motion-safe:animate-spin"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
