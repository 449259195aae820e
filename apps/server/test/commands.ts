import { spawn } from 'node:child_process';
import path from 'node:path';

// Runs one of the repository's command scripts (scripts/NAME.mjs, what `npm run NAME` runs) in a process of
// its own, with only the settings a test gives it: nothing of the test's own environment leaks in.

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export type CommandResult = { code: number | null; stdout: string; stderr: string; ms: number };

export function runCommand(
  name: string,
  args: string[],
  { cwd, env }: { cwd: string; env: Record<string, string> },
): Promise<CommandResult> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', `${name}.mjs`), ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? cwd, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - startedAt }));
  });
}
