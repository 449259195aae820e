import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

// Entry point: validate configuration before touching anything, then start, and stop cleanly on a signal.

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(error.message + '\n');
    process.exit(1);
  }
  throw error;
}

const running = await startServer(config, { prettyLogs: config.env === 'development' && process.stdout.isTTY });

// The job queue finishes starting after the server answers; if it cannot, stop, as when it started first.
running.background.catch(async (error: unknown) => {
  running.logger.fatal({ err: error }, 'the job queue could not start; stopping');
  await running.stop('job queue failed').catch(() => {});
  process.exit(1);
});

let signalled = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (signalled) {
      // A second Ctrl-C means "now".
      process.exit(130);
    }
    signalled = true;
    running.stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        running.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
