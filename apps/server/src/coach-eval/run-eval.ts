import { runCase, type EvalDeps } from './run-case';
import { CASE_KINDS, type CaseKind, type CaseResult, type EvalCase } from './types';

// Runs cases one after another (the builtin coach is synchronous work; the detector is one model) and
// adds the scores up per kind and overall.

export type KindScore = { cases: number; scored: number; passed: number; skipped: number; score: number | null };

export type EvalReport = {
  coach: string;
  finishedAt: string;
  /** Passed cases over scored (not skipped) cases, all kinds together. */
  overall: number | null;
  kinds: Record<CaseKind, KindScore>;
  cases: CaseResult[];
};

/** The bars of `--check`: overall and each kind. */
export const PASS_BAR = { overall: 0.9, kind: 0.8 } as const;

export async function runEval(cases: readonly EvalCase[], deps: EvalDeps): Promise<EvalReport> {
  const results: CaseResult[] = [];
  for (const evalCase of cases) results.push(await runCase(evalCase, deps));
  return summarize(deps.coach.name, results);
}

const ratio = (passed: number, scored: number) => (scored === 0 ? null : passed / scored);

export function summarize(coach: string, results: readonly CaseResult[]): EvalReport {
  const kinds = Object.fromEntries(
    CASE_KINDS.map((kind) => {
      const ofKind = results.filter((result) => result.kind === kind);
      const scored = ofKind.filter((result) => result.skipped === undefined);
      const passed = scored.filter((result) => result.score === 1).length;
      const score: KindScore = {
        cases: ofKind.length,
        scored: scored.length,
        passed,
        skipped: ofKind.length - scored.length,
        score: ratio(passed, scored.length),
      };
      return [kind, score];
    }),
  ) as Record<CaseKind, KindScore>;
  const scored = results.filter((result) => result.skipped === undefined);
  return {
    coach,
    finishedAt: new Date().toISOString(),
    overall: ratio(scored.filter((result) => result.score === 1).length, scored.length),
    kinds,
    cases: [...results],
  };
}

/** Why the report misses the bars of `--check`; empty when it clears them. Skipped cases count against it. */
export function checkProblems(report: EvalReport): string[] {
  const problems: string[] = [];
  if (report.overall === null || report.overall < PASS_BAR.overall) {
    problems.push(`overall ${percent(report.overall)} is below ${percent(PASS_BAR.overall)}`);
  }
  for (const kind of CASE_KINDS) {
    const { score, skipped } = report.kinds[kind];
    if (skipped > 0) problems.push(`${kind}: ${skipped} cases were skipped`);
    if (score !== null && score < PASS_BAR.kind)
      problems.push(`${kind} ${percent(score)} is below ${percent(PASS_BAR.kind)}`);
  }
  return problems;
}

export const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)} %`);
