import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { RawDatabase } from '../../db/client';

// Background jobs on pg-boss, in our own database: retries and several workers without another server.
// On PGlite, pg-boss shares the embedded database's single connection.
//
// The server starts pg-boss once it answers (decision 024): checking its schema, its first maintenance and
// the workers' first polls held up the rest of the start. Workers and schedules asked for before are set up once it has
// started; a job sent before waits for the start, so none is lost.

export type JobOptions = {
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  singletonKey?: string;
};
export type JobHandler<T> = (data: T) => Promise<void>;

export type JobQueue = {
  send<T extends object>(queue: string, data: T, options?: JobOptions): Promise<void>;
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Puts an empty job on `queue` at each tick of `cron` (UTC), once per tick however many processes run. */
  schedule(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
};

export type StartingJobQueue = JobQueue & {
  /**
   * Starts pg-boss (once, however often it is called), then sets up the workers and schedules asked for so
   * far; resolves when all that is in place, and rejects if any of it failed: the server must then stop.
   */
  start(): Promise<void>;
};

/**
 * How often each worker looks for a job it was not told of: one sent by another process, a retry whose delay
 * has passed, a scheduled tick. A job sent by this process wakes this process's worker at once (`send`), and a
 * worker that found a job looks again at once, so this pause is only an idle server's cost: with eleven
 * queues, 22 queries a second at 0.5 s (about 7 % of a core for an idle server on the embedded database),
 * 2.2 at 5 s.
 */
const POLL_SECONDS = 5;

export async function startJobQueue(raw: RawDatabase, logger: Logger): Promise<StartingJobQueue> {
  const boss = new PgBoss(
    raw.kind === 'postgres'
      ? { connectionString: raw.url, max: 3, schema: 'pgboss' }
      : { db: pgliteExecutor(raw.client), schema: 'pgboss' },
  );
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const setUps: Promise<void>[] = [];
  /** Notes a step of the start; a failure is reported by start(), never as an unhandled rejection. */
  const track = (step: Promise<unknown>) => {
    const done = step.then(() => undefined);
    done.catch(() => {});
    setUps.push(done);
    return done;
  };
  let begun = false;
  let go = () => {};
  const started = track(new Promise<void>((resolve) => (go = resolve)).then(() => boss.start()));
  const begin = () => {
    begun = true;
    go();
  };
  const start = () => {
    begin();
    return Promise.all(setUps).then(() => undefined);
  };
  const afterStart = (setUp: () => Promise<unknown>) => void track(started.then(setUp));
  const created = new Set<string>();
  /** This process's worker of each queue it works (pg-boss's worker id), to wake it when a job is sent here. */
  const workers = new Map<string, string>();
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    // Several processes starting together may create the same queue at once; pg-boss can deadlock or
    // collide there, so retry after a short random pause (the queue then exists).
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!(await boss.getQueue(queue))) await boss.createQueue(queue);
        break;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
    created.add(queue);
  };

  return {
    start,
    async send(queue, data, options = {}) {
      begin();
      await started;
      await ensureQueue(queue);
      await boss.send(queue, data, {
        retryLimit: options.retryLimit ?? 5,
        retryDelay: options.retryDelaySeconds ?? 5,
        retryBackoff: options.retryBackoff ?? true,
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      // This process works the queue: it starts the job now rather than at its next poll.
      const worker = workers.get(queue);
      if (worker) boss.notifyWorker(worker);
    },
    async work(queue, handler) {
      afterStart(async () => {
        await ensureQueue(queue);
        const id: string = await boss.work(
          queue,
          { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 },
          async (jobs) => {
            // A job was there, so there may be more: the worker fetches again at once instead of after its pause.
            // (The first fetch ends after work() has returned the id.)
            boss.notifyWorker(id);
            for (const job of jobs) {
              try {
                await handler(job.data as never);
              } catch (error) {
                logger.warn({ err: error, queue, jobId: job.id }, 'job failed; it will be retried');
                throw error;
              }
            }
          },
        );
        workers.set(queue, id);
      });
    },
    async schedule(queue, cron) {
      afterStart(async () => {
        await ensureQueue(queue);
        // pg-boss keeps one schedule per queue name (calling again updates it) and sends each tick once.
        await boss.schedule(queue, cron, {}, { tz: 'UTC', retryLimit: 0 });
      });
    },
    async stop() {
      if (!begun) return;
      // Stopping while it starts would leave workers running: let the start finish (or fail) first.
      await Promise.allSettled(setUps);
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}

function pgliteExecutor(client: Extract<RawDatabase, { kind: 'pglite' }>['client']) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values as never[]);
      // pg-boss sends several statements at once (schema set-up, locked transactions).
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
