import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

const SECRET_QUERY_KEYS = /code|token|verifier|password|secret|key/i;
/**
 * Query parameters that carry what a person typed to find someone: the pupil search (`?zoek=sam`)
 * would put a child's name in the log. Their values are redacted in every URL (API and page).
 */
const PERSONAL_QUERY_KEYS = /^(zoek|q|search|naam|name)$/i;
/** SPA paths whose segments are secrets: the password-reset link carries its token in the path. */
const SECRET_PATH = /(\/auth\/wachtwoordherstellen\/[^/]+\/)[^/?#]+/;

/** Removes secrets from a request URL before it is logged. */
export function scrubUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2);
  const safePath = pathPart.replace(SECRET_PATH, '$1[redacted]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key) || PERSONAL_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${safePath}?${params.toString()}`;
}

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** A quoted value at the end of a database message ('invalid input syntax for type uuid: "…"'). */
const QUOTED_VALUE = /: "[^"]*"$/;

/**
 * An error as the log may keep it: what failed and where, never the data. A failed query is logged
 * with its SQL (placeholders only), not its parameters; a database error without its `detail` (which
 * repeats the row's values: "Key (email)=(…) already exists") or a quoted input value. Children's
 * names and parents' e-mail addresses from the forms would otherwise reach the log.
 */
export function safeError(value: unknown, depth = 0): SafeError {
  if (typeof value !== 'object' || value === null) return { type: typeof value, message: '', stack: '' };
  const error = value as ErrorLike;
  const name = error.name ?? 'Error';
  const message =
    typeof error.query === 'string' && 'params' in error
      ? `Failed query: ${error.query}`
      : String(error.message ?? '').replace(QUOTED_VALUE, ': "[redacted]"');
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const safe: SafeError = {
    type: name,
    message,
    stack: [`${name}: ${message}`, ...frames].join('\n'),
  };
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column'] as const)
    if (typeof error[key] === 'string' || typeof error[key] === 'number') safe[key] = error[key];
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/**
 * One line per request, written when it ends ("request completed", with the request's method and
 * scrubbed URL): Fastify's "incoming request" line is written before the route has authenticated
 * anyone, so it could not say who asked. The closing line goes through `reply.log`, which
 * `app.authenticate` binds to the actor, so every line of a signed-in request carries `actorId`.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function loggerOptions(
  level: string,
  /** Where the lines go; standard output when absent. */
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.access_token',
        '*.refresh_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: safeError,
      req(request) {
        return {
          method: request.method,
          url: scrubUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
