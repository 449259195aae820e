// `npm run restore FILE`: an empty install brought back to a backup's state (apps/server/src/backup, decision 026).
// Runs the server's TypeScript directly through tsx, as `npm run demo` does.
import { register } from 'tsx/esm/api';

register();
const { runRestore } = await import('../apps/server/src/backup/run-restore.ts');
const { readEnvironment } = await import('../apps/server/src/config.ts');

process.exitCode = await runRestore(process.argv.slice(2), readEnvironment(), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
