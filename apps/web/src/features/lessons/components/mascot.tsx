/** Tidy, the path's guide: a little house with a leaf on its roof. Decorative; what it says is written beside it. */
export function Mascot({ className = 'size-20' }: { className?: string }) {
  return (
    <svg viewBox="0 0 80 80" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <path d="M40 6c7 0 12 4 13 10-6 1-11-2-13-10Z" fill="#6fa88f" />
      <path d="M40 6c0 5 0 8 1 12" stroke="#2f6b5e" strokeWidth="2" strokeLinecap="round" fill="none" />
      <path
        d="M10 38 40 14l30 24"
        fill="none"
        stroke="#2f6b5e"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="16" y="34" width="48" height="38" rx="10" fill="#2f6b5e" />
      <rect x="20" y="38" width="40" height="30" rx="8" fill="#faf7f2" />
      <circle cx="32" cy="50" r="3.5" fill="#1e2b27" />
      <circle cx="48" cy="50" r="3.5" fill="#1e2b27" />
      <circle cx="33.2" cy="48.8" r="1.1" fill="#ffffff" />
      <circle cx="49.2" cy="48.8" r="1.1" fill="#ffffff" />
      <circle cx="26" cy="57" r="3" fill="#e9c58f" opacity="0.8" />
      <circle cx="54" cy="57" r="3" fill="#e9c58f" opacity="0.8" />
      <path d="M34 58c3 3.5 9 3.5 12 0" fill="none" stroke="#1e2b27" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
