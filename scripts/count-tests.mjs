// How many tests we wrote, as opposed to how many cases run: a table-driven test (`it.each`) runs once per row
// and the server suite runs twice (PGlite and PostgreSQL), so `npm test`'s case count is several times larger.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.(test|spec)\.(ts|tsx|mjs)$/;
// `it(`, `test(`, and their modifiers (`it.each([...])(`, `it.runIf(x)(`, `test.skip(`); not `test.describe(` or hooks.
const DEFINITION =
  /\b(?:it|test)((?:\.(?:each|runIf|skipIf|concurrent|only|skip|fails)(?:<[^()]*?>)?(?:\([^()]*\))?)*)\s*\(/g;

/** Counts test definitions in the given source texts: all of them, and those that are table-driven. */
export function countDefinitions(sources) {
  let definitions = 0;
  let tableDriven = 0;
  for (const source of sources) {
    for (const match of source.matchAll(DEFINITION)) {
      definitions += 1;
      if (match[1].includes('.each')) tableDriven += 1;
    }
  }
  return { definitions, tableDriven };
}

/** The same count over the repository's committed test files. */
export function countRepositoryTests(root) {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEST_FILE.test(file));
  return { files: files.length, ...countDefinitions(files.map((file) => readFileSync(path.join(root, file), 'utf8'))) };
}
