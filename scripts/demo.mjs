// `npm run demo`: a lived-in demo household in the app's database (apps/server/src/demo). Runs the server's
// TypeScript directly through tsx, as `npm start` does for its configuration check.
import { register } from 'tsx/esm/api';

register();
const { runDemo } = await import('../apps/server/src/demo/run.ts');
const { readEnvironment } = await import('../apps/server/src/config.ts');

process.exitCode = await runDemo(process.argv.slice(2), readEnvironment(), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
