// N server processes on one port: node:cluster forks N workers, each running the built server
// (apps/server/dist/index.js) with this process's environment; the primary hands incoming connections to them in
// turn. Everything the processes share goes through PostgreSQL (docs/operations.md, "Several processes"), so
// DATABASE_URL is required. Usage: WORKERS=2 DATABASE_URL=postgres://… PORT=3000 node scripts/bench/cluster.mjs
// Prints "cluster: N workers listening" once all are. SIGTERM stops the workers gracefully, then itself; a worker that exits on its own stops the rest, with its exit code (no restarts: this is for measuring).
import cluster from 'node:cluster';
import path from 'node:path';

const workers = Number(process.env.WORKERS ?? 2);
if (!Number.isInteger(workers) || workers < 1)
  throw new Error(`WORKERS must be a whole number ≥ 1, not ${process.env.WORKERS}`);
if (!process.env.DATABASE_URL) {
  process.stderr.write(
    'cluster: DATABASE_URL is required: the embedded database cannot be shared by several processes\n',
  );
  process.exit(1);
}

cluster.setupPrimary({ exec: path.resolve(import.meta.dirname, '../../apps/server/dist/index.js') });
let listening = 0;
let stopping = false;
let exitCode = 0;

cluster.on('listening', () => {
  if (++listening === workers) console.log(`cluster: ${workers} workers listening`);
});
cluster.on('exit', (worker, code, signal) => {
  if (!stopping) {
    console.error(`cluster: worker ${worker.process.pid} exited (${signal ?? code}); stopping the others`);
    stop(code || 1);
  }
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
});

function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
}

process.on('SIGTERM', () => stop(0));
// Ctrl-C in a terminal reaches the workers themselves (one process group), and a second signal would make
// them quit at once: so SIGINT is not passed on, only waited out.
process.on('SIGINT', () => {
  stopping = true;
});

for (let index = 0; index < workers; index += 1) cluster.fork();
