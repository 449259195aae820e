// Types for summary.mjs, so its test (TypeScript) is checked against it.

export type MetricKey = 'score' | 'fcpMs' | 'lcpMs' | 'cls' | 'tbtMs' | 'speedIndexMs' | 'jsTransferBytes';

export type RunMetrics = Record<MetricKey, number> & {
  scripts: { url: string; transferBytes: number }[];
  requestUrls: string[];
};

export type Target = { key: MetricKey; label: string; limit: number; atLeast: boolean };

export type PageSummary = {
  name: string;
  runs: number;
  median: Record<MetricKey, number>;
  spread: Record<MetricKey, { min: number; max: number }>;
  verdicts: (Target & { median: number; met: boolean })[];
  met: boolean;
};

/** The parts of a Lighthouse result (lhr) that metricsOf reads. */
export type LighthouseResult = {
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { url: string; resourceType?: string; transferSize?: number }[] } }
  >;
};

export const METRICS: { key: MetricKey; label: string; format: (value: number) => string }[];
export const TARGETS: Target[];
export function median(values: number[]): number;
export function spread(values: number[]): { min: number; max: number };
export function metricsOf(lhr: LighthouseResult): RunMetrics;
export function meets(target: Target, value: number): boolean;
export function summarizePage(name: string, runs: Record<MetricKey, number>[]): PageSummary;
export function formatSummary(summaries: PageSummary[]): string;
export const REFERENCE_BENCHMARK_INDEX: { min: number; max: number };
export function hostSpeedLine(indexes: (number | undefined)[]): string;
