import { BrandMark } from '../../components/brand-mark';

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-10 md:flex-row md:items-center md:justify-between md:px-8">
        <div className="flex items-center gap-3">
          <BrandMark className="size-9" />
          <div>
            <p className="font-semibold">Tidy Steps</p>
            <p className="text-sm text-muted-foreground">Organize your home, one small step at a time.</p>
          </div>
        </div>
        {/* Prerendered pages carry the year they were built in; the browser's own year wins without a warning. */}
        <p className="text-sm text-muted-foreground" suppressHydrationWarning>
          © {new Date().getFullYear()} Tidy Steps. Made for households.
        </p>
      </div>
    </footer>
  );
}
