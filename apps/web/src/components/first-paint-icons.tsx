/*
 * Lucide icons (ISC licence, drawings copied from lucide-react 1.73) drawn without lucide-react's
 * runtime, for the header bar and the landing page only: that runtime costs 1.4 KB gzip of the
 * landing page's 100 KB budget. Everywhere else, import icons from 'lucide-react'.
 */

type IconProps = { className?: string };

function lucideIcon(paths: readonly string[]) {
  return function Icon({ className = 'size-5' }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={`shrink-0 ${className}`}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const HouseIcon = /* @__PURE__ */ lucideIcon([
  'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8',
  'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
]);
export const ArrowLeftIcon = /* @__PURE__ */ lucideIcon(['m12 19-7-7 7-7', 'M19 12H5']);
export const ArrowRightIcon = /* @__PURE__ */ lucideIcon(['M5 12h14', 'm12 5 7 7-7 7']);
export const LogInIcon = /* @__PURE__ */ lucideIcon([
  'm10 17 5-5-5-5',
  'M15 12H3',
  'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4',
]);
export const LogOutIcon = /* @__PURE__ */ lucideIcon([
  'm16 17 5-5-5-5',
  'M21 12H9',
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
]);
export const SettingsIcon = /* @__PURE__ */ lucideIcon([
  'M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915',
  'M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
]);
export const SproutIcon = /* @__PURE__ */ lucideIcon([
  'M14 9.536V7a4 4 0 0 1 4-4h1.5a.5.5 0 0 1 .5.5V5a4 4 0 0 1-4 4 4 4 0 0 0-4 4c0 2 1 3 1 5a5 5 0 0 1-1 3',
  'M4 9a5 5 0 0 1 8 4 5 5 0 0 1-8-4',
  'M5 21h14',
]);
export const BookOpenIcon = /* @__PURE__ */ lucideIcon([
  'M12 5v16',
  'M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z',
]);
export const ChartLineIcon = /* @__PURE__ */ lucideIcon(['M3 3v16a2 2 0 0 0 2 2h16', 'm19 9-5 5-4-4-3 3']);
export const RepeatIcon = /* @__PURE__ */ lucideIcon([
  'm17 2 4 4-4 4',
  'M3 11v-1a4 4 0 0 1 4-4h14',
  'm7 22-4-4 4-4',
  'M21 13v1a4 4 0 0 1-4 4H3',
]);
export const MessagesSquareIcon = /* @__PURE__ */ lucideIcon([
  'M16 10a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 14.286V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z',
  'M20 9a2 2 0 0 1 2 2v10.286a.71.71 0 0 1-1.212.502l-2.202-2.202A2 2 0 0 0 17.172 19H10a2 2 0 0 1-2-2v-1',
]);
export const ListChecksIcon = /* @__PURE__ */ lucideIcon([
  'M13 5h8',
  'M13 12h8',
  'M13 19h8',
  'm3 17 2 2 4-4',
  'm3 7 2 2 4-4',
]);
export const SparklesIcon = /* @__PURE__ */ lucideIcon([
  'M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z',
  'M20 2v4',
  'M22 4h-4',
  'M2 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
]);
export const HeartIcon = /* @__PURE__ */ lucideIcon([
  'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
]);
