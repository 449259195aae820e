// The pure half of `npm run perf:web`: what a Lighthouse report says about a page, the median and spread of
// several runs, whether each target of issue 19 is met, and the table the script prints.

const KB = 1000; // as Vite and the bundle budget report sizes

/** The figures we keep from one run, each as Lighthouse measured it (ms, bytes; score 0–100). */
export const METRICS = [
  { key: 'score', label: 'perf', format: (value) => String(Math.round(value)) },
  { key: 'fcpMs', label: 'FCP', format: seconds },
  { key: 'lcpMs', label: 'LCP', format: seconds },
  { key: 'cls', label: 'CLS', format: (value) => value.toFixed(3) },
  { key: 'tbtMs', label: 'TBT', format: (value) => `${Math.round(value)} ms` },
  { key: 'speedIndexMs', label: 'Speed Index', format: seconds },
  { key: 'jsTransferBytes', label: 'JS transferred', format: (value) => `${(value / KB).toFixed(1)} KB` },
];

/** Issue 19's targets, on the median of the runs of each page. */
export const TARGETS = [
  { key: 'score', label: 'performance', limit: 98, atLeast: true },
  { key: 'lcpMs', label: 'LCP', limit: 1500, atLeast: false },
  { key: 'cls', label: 'CLS', limit: 0.02, atLeast: false },
  { key: 'tbtMs', label: 'TBT', limit: 100, atLeast: false },
];

/**
 * Lighthouse's benchmark index of the machine on the day the figures in docs/performance.md met the targets
 * (2026-11-25, 02:37 UTC: every run of all three pages between these two). Simulated throttling multiplies what
 * the CPU really did by 4, a slowdown Lighthouse calibrates for an index of 1500–2000, so on a slower host every
 * task grows and TBT, which counts only what a task spends over 50 ms, grows faster still.
 */
export const REFERENCE_BENCHMARK_INDEX = { min: 3277, max: 3645 };

/** A line saying how fast this host's CPU was during the runs, against the day the targets were met. */
export function hostSpeedLine(indexes) {
  const known = indexes.filter((value) => typeof value === 'number' && Number.isFinite(value));
  if (known.length === 0) return 'Host CPU: Lighthouse reported no benchmark index.';
  const { min, max } = spread(known);
  const middle = median(known);
  const reference = REFERENCE_BENCHMARK_INDEX;
  const ratio = middle / ((reference.min + reference.max) / 2);
  const range = `${Math.round(min)}–${Math.round(max)}`;
  const line = `Host CPU: Lighthouse benchmark index ${Math.round(middle)} (${range}); the targets were met at ${reference.min}–${reference.max}.`;
  if (ratio >= 0.8) return line;
  return `${line} This host ran at ${Math.round(ratio * 100)}% of that speed: TBT here is not comparable with the recorded figures.`;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function spread(values) {
  if (values.length === 0) throw new Error('spread of no values');
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** One run's figures from a Lighthouse result (lhr), with the scripts the page fetched. */
export function metricsOf(lhr) {
  const audit = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`the Lighthouse report has no value for ${id}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('the Lighthouse report has no performance score');
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => ({ url: request.url, transferBytes: request.transferSize ?? 0 }));
  return {
    score: Math.round(score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    speedIndexMs: audit('speed-index'),
    jsTransferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
    scripts,
    requestUrls: requests.map((request) => request.url),
  };
}

/** Whether `value` meets `target`. */
export function meets(target, value) {
  return target.atLeast ? value >= target.limit : value <= target.limit;
}

/** The median and min–max of each metric over a page's runs, and each target met or missed on the median. */
export function summarizePage(name, runs) {
  const medians = {};
  const spreads = {};
  for (const { key } of METRICS) {
    const values = runs.map((run) => run[key]);
    medians[key] = median(values);
    spreads[key] = spread(values);
  }
  const verdicts = TARGETS.map((target) => ({
    label: target.label,
    key: target.key,
    limit: target.limit,
    atLeast: target.atLeast,
    median: medians[target.key],
    met: meets(target, medians[target.key]),
  }));
  return { name, runs: runs.length, median: medians, spread: spreads, verdicts, met: verdicts.every((v) => v.met) };
}

function cell(metric, summary) {
  const { min, max } = summary.spread[metric.key];
  const middle = metric.format(summary.median[metric.key]);
  if (metric.format(min) === metric.format(max)) return middle;
  // "1.23 s (1.20–1.31)": the unit once, after the median.
  const bare = (value) => metric.format(value).replace(/ (s|ms|KB)$/, '');
  return `${middle} (${bare(min)}–${bare(max)})`;
}

/** The table of medians (min–max in brackets), one row per page, then each page's targets. */
export function formatSummary(summaries) {
  const header = ['page', ...METRICS.map((metric) => metric.label)];
  const rows = summaries.map((summary) => [summary.name, ...METRICS.map((metric) => cell(metric, summary))]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((text, column) => text.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const runs = [...new Set(summaries.map((summary) => summary.runs))].join('/');
  const lines = [
    `Median of ${runs} runs (min–max in brackets):`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    'Targets (on the median):',
  ];
  for (const summary of summaries) {
    const verdicts = summary.verdicts.map((verdict) => {
      const metric = METRICS.find((candidate) => candidate.key === verdict.key);
      const sign = verdict.atLeast ? '≥' : '≤';
      return `${verdict.label} ${metric.format(verdict.median)} ${verdict.met ? 'met' : 'MISSED'} (${sign} ${metric.format(verdict.limit)})`;
    });
    lines.push(`  ${summary.name}: ${verdicts.join(', ')}`);
  }
  const missed = summaries.filter((summary) => !summary.met).map((summary) => summary.name);
  lines.push('', missed.length === 0 ? 'All targets met.' : `Targets missed on: ${missed.join(', ')}.`);
  return lines.join('\n');
}
