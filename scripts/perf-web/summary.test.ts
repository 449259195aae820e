import { describe, expect, it } from 'vitest';
import {
  formatSummary,
  hostSpeedLine,
  median,
  metricsOf,
  spread,
  summarizePage,
  type LighthouseResult,
} from './summary.mjs';

const run = (score: number, lcpMs: number, cls: number, tbtMs: number) => ({
  score,
  fcpMs: lcpMs - 300,
  lcpMs,
  cls,
  tbtMs,
  speedIndexMs: lcpMs - 100,
  jsTransferBytes: 102_300,
});

describe('the Lighthouse summary of npm run perf:web', () => {
  it('takes the middle run as the median and the extremes as the spread', () => {
    expect(median([2.5, 2.1, 2.4])).toBe(2.4);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(spread([2.5, 2.1, 2.4])).toEqual({ min: 2.1, max: 2.5 });
    expect(() => median([])).toThrow();
  });

  it('judges each target on the median, so one slow run does not decide it', () => {
    const fast = summarizePage('landing /', [run(99, 1200, 0.01, 40), run(97, 1900, 0.01, 180), run(98, 1400, 0, 60)]);
    expect(fast.met).toBe(true);
    expect(fast.verdicts.map((v) => [v.label, v.median, v.met])).toEqual([
      ['performance', 98, true],
      ['LCP', 1400, true],
      ['CLS', 0.01, true],
      ['TBT', 60, true],
    ]);

    // Today's landing page: 71, LCP 2.5 s, CLS 0.196, TBT 560 ms.
    const slow = summarizePage('landing /', [
      run(71, 2500, 0.196, 560),
      run(70, 2600, 0.196, 600),
      run(72, 2450, 0.19, 540),
    ]);
    expect(slow.met).toBe(false);
    expect(slow.verdicts.filter((v) => !v.met).map((v) => v.label)).toEqual(['performance', 'LCP', 'CLS', 'TBT']);
  });

  it('prints one row per page with the median and the min–max, then each target met or missed', () => {
    const text = formatSummary([
      summarizePage('landing /', [run(71, 2500, 0.196, 560), run(70, 2600, 0.196, 600), run(72, 2450, 0.19, 540)]),
      summarizePage('sign-in /auth', [run(99, 1200, 0, 40), run(99, 1200, 0, 40), run(99, 1200, 0, 40)]),
    ]);
    expect(text).toContain('Median of 3 runs');
    const landingRow = text.split('\n').find((line) => line.startsWith('landing /'))!;
    expect(landingRow).toContain('71 (70–72)');
    expect(landingRow).toContain('2.50 s (2.45–2.60)');
    expect(landingRow).toContain('0.196 (0.190–0.196)');
    expect(landingRow).toContain('560 ms (540–600)');
    expect(landingRow).toContain('102.3 KB');
    // A figure that did not move is printed once.
    const authRow = text.split('\n').find((line) => line.startsWith('sign-in /auth'))!;
    expect(authRow).toMatch(/^sign-in \/auth\s+99\s+0\.90 s\s+1\.20 s\s+0\.000\s+40 ms/);

    expect(text).toContain('landing /: performance 71 MISSED (≥ 98), LCP 2.50 s MISSED (≤ 1.50 s)');
    expect(text).toContain('sign-in /auth: performance 99 met (≥ 98), LCP 1.20 s met (≤ 1.50 s), CLS 0.000 met');
    expect(text).toContain('Targets missed on: landing /.');
  });

  it('reads the figures and the scripts fetched from a Lighthouse report', () => {
    const lhr: LighthouseResult = {
      categories: { performance: { score: 0.71 } },
      audits: {
        'first-contentful-paint': { numericValue: 2100 },
        'largest-contentful-paint': { numericValue: 2500 },
        'cumulative-layout-shift': { numericValue: 0.196 },
        'total-blocking-time': { numericValue: 560 },
        'speed-index': { numericValue: 2300 },
        'network-requests': {
          details: {
            items: [
              { url: 'http://127.0.0.1/', resourceType: 'Document', transferSize: 2_000 },
              { url: 'http://127.0.0.1/assets/index.js', resourceType: 'Script', transferSize: 60_000 },
              { url: 'http://127.0.0.1/assets/landing.js', resourceType: 'Script', transferSize: 42_300 },
            ],
          },
        },
      },
    };
    const metrics = metricsOf(lhr);
    expect(metrics).toMatchObject({
      score: 71,
      fcpMs: 2100,
      lcpMs: 2500,
      cls: 0.196,
      tbtMs: 560,
      jsTransferBytes: 102_300,
    });
    expect(metrics.scripts.map((script) => script.url)).toEqual([
      'http://127.0.0.1/assets/index.js',
      'http://127.0.0.1/assets/landing.js',
    ]);
    expect(() => metricsOf({ categories: { performance: { score: null } }, audits: {} })).toThrow(/performance score/);
  });

  it('says how fast the host was, and that TBT is not comparable on a much slower one', () => {
    // The day the targets were met, and a later host at about half that speed (2026-11-25, 04:45 UTC).
    expect(hostSpeedLine([3402.5, 3277.5, 3578.5])).toBe(
      'Host CPU: Lighthouse benchmark index 3403 (3278–3579); the targets were met at 3277–3645.',
    );
    const slow = hostSpeedLine([1874.5, 1747, 1918.5, 1124, undefined]);
    expect(slow).toContain('benchmark index 1811 (1124–1919)');
    expect(slow).toContain('This host ran at 52% of that speed: TBT here is not comparable with the recorded figures.');
    expect(hostSpeedLine([undefined])).toBe('Host CPU: Lighthouse reported no benchmark index.');
  });
});
