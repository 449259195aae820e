import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { createCoach } from '../platform/coach/create-coach';
import { centerNetDetector, type ObjectDetector } from '../platform/vision/object-detector';
import { ALL_CASES } from './cases/all-cases';
import { photoPath } from './run-case';
import { checkProblems, percent, runEval, type EvalReport } from './run-eval';
import { CASE_KINDS, type CaseOutput } from './types';

// `npm run coach:eval [-- --verbose] [-- --check] [-- --kind edits] [-- --case edits-01]`: every case against
// the builtin coach, made the way the app makes it, with the app's object detector on the photos.

const here = path.dirname(fileURLToPath(import.meta.url));
export const RESULT_FILE = path.join(here, 'last-result.json');

/** The app's detector, if it loads and sees a photo; otherwise photo cases are skipped. */
async function loadDetector(): Promise<ObjectDetector | undefined> {
  try {
    const detector = centerNetDetector();
    await detector.detect(new Uint8Array(await readFile(photoPath('friends.jpg'))));
    return detector;
  } catch (error) {
    console.log(
      `photo detector not available (${error instanceof Error ? error.message : String(error)}): photo cases are skipped`,
    );
    return undefined;
  }
}

function describe(output: CaseOutput): string[] {
  const lines = output.tasks.map(
    (task) => `      - ${task.title} (${task.estimated_time} min, ${task.category}${task.id ? `, ${task.id}` : ''})`,
  );
  if (output.edit) lines.unshift(`      understood=${output.edit.understood} message: ${output.edit.message}`);
  for (const [index, motivation] of (output.motivations ?? []).entries()) {
    lines.push(
      `      ${index === 0 ? 'on screen' : `refresh ${index}`}: "${motivation.quote}" | tip: ${motivation.dailyTip}`,
    );
  }
  return lines;
}

function print(report: EvalReport, verbose: boolean) {
  console.log(`\nCoach eval — ${report.coach} coach, ${report.cases.length} cases\n`);
  for (const kind of CASE_KINDS) {
    const { cases, passed, scored, skipped, score } = report.kinds[kind];
    if (cases === 0) continue;
    const note = skipped > 0 ? `  (${skipped} skipped)` : '';
    console.log(`  ${kind.padEnd(14)} ${percent(score).padStart(5)}   ${passed}/${scored}${note}`);
  }
  console.log(`  ${'overall'.padEnd(14)} ${percent(report.overall).padStart(5)}\n`);
  for (const result of report.cases) {
    if (result.skipped) {
      console.log(`SKIP ${result.id}: ${result.skipped}`);
      continue;
    }
    if (result.score === 1 && !verbose) continue;
    console.log(`${result.score === 1 ? 'PASS' : 'FAIL'} ${result.id} — ${result.about}`);
    if (result.error) console.log(`    error: ${result.error}`);
    for (const rule of result.rules.filter((rule) => !rule.pass)) console.log(`    ${rule.rule}: ${rule.reason}`);
    if (verbose && result.output) for (const line of describe(result.output)) console.log(line);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      verbose: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      kind: { type: 'string', multiple: true },
      case: { type: 'string', multiple: true },
      out: { type: 'string', default: RESULT_FILE },
    },
  });
  const cases = ALL_CASES.filter(
    (evalCase) =>
      (!values.kind || values.kind.includes(evalCase.kind)) && (!values.case || values.case.includes(evalCase.id)),
  );
  const needsPhotos = cases.some((evalCase) => evalCase.kind === 'photos');
  const coach = createCoach({ kind: 'builtin' }, pino({ level: 'silent' }));
  const report = await runEval(cases, { coach, detector: needsPhotos ? await loadDetector() : undefined });
  print(report, values.verbose);
  await writeFile(values.out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResult written to ${path.relative(process.cwd(), values.out)}`);
  if (values.check) {
    const problems = checkProblems(report);
    for (const problem of problems) console.log(`check: ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
    else console.log('check: passed');
  }
}

await main();
