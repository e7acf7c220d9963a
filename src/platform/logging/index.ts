import pino, { type Logger } from 'pino'

/** JSON lines in production; readable lines on a developer's terminal. */
export function createLogger(options: { level: string; pretty: boolean; name?: string }): Logger {
  return pino({
    name: options.name ?? 'vernissage',
    level: options.level,
    ...(options.pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } }
      : {}),
  })
}

export type { Logger }
