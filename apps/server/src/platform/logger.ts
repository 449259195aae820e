import pino, { type Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** JSON lines for machines; readable lines when a person is watching a terminal in development. */
export function createLogger(level: LogLevel, options: { pretty: boolean }): Logger {
  if (options.pretty) {
    return pino({
      level,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  return pino({ level });
}
