/**
 * Share of tasks done as a whole percent for progress bars.
 * An empty list shows 0, and bad counts can never push the bar past 0–100.
 */
export function progressPercent(completed: number, total: number): number {
  if (!Number.isFinite(completed) || !Number.isFinite(total) || total <= 0) return 0;
  const percent = Math.round((completed / total) * 100);
  return Math.min(100, Math.max(0, percent));
}
