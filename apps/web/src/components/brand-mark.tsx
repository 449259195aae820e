/** The Tidy Steps mark (the same drawing as the favicon). Decorative: its name is always written next to it. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <rect width="64" height="64" rx="16" fill="#2f6b5e" />
      <path
        d="M14 46h12v-9h10v-9h14"
        fill="none"
        stroke="#faf7f2"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="47" cy="18" r="4" fill="#e9c58f" />
    </svg>
  );
}
