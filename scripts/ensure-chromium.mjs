// The end-to-end tests drive the system Chromium (Playwright cannot download browsers here).
// If it is missing, install it with apt-get when we can; otherwise stop with a clear message.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(browser)) {
  const canApt = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt || process.env.CHROMIUM_PATH) {
    console.error(
      `Chromium was not found at ${browser}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Chromium is missing; installing it with apt-get (once)…');
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run(['update']).status !== 0 || run(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']).status !== 0 || !existsSync(browser)) {
    console.error('Installing Chromium with apt-get failed. Install it by hand (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
}
