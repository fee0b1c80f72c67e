import pino, { type Logger } from 'pino';

export type { Logger };

/** Paths never written to logs, wherever they appear in a log object. */
const REDACT = [
  'password', '*.password', '*.*.password', 'accessToken', '*.accessToken', 'refreshToken', '*.refreshToken',
  'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie',
  '*.serviceToken', 'serviceToken', '*.privateKey', 'privateKey',
  // AI provider keys (brand voice analysis; content writers later).
  'apiKey', '*.apiKey', '*.*.apiKey',
];

/** JSON logs to stdout; `destination` is for tests that read what would be written. */
export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  destination?: pino.DestinationStream,
): Logger {
  const options = { name, level, redact: { paths: REDACT, censor: '[redacted]' }, base: { service: name } };
  return destination ? pino(options, destination) : pino(options);
}
