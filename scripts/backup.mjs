// `npm run backup`: one file with the app's database, photos and keys (apps/server/src/backup, decision 026).
// Runs the server's TypeScript directly through tsx, as `npm run demo` does.
import { register } from 'tsx/esm/api';

register();
const { runBackup } = await import('../apps/server/src/backup/run-backup.ts');
const { readEnvironment } = await import('../apps/server/src/config.ts');

process.exitCode = await runBackup(process.argv.slice(2), readEnvironment(), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
