import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY_KEYS = /code|token|verifier|password|secret|key/i;
/** SPA paths whose segments are secrets: the password-reset link carries its token in the path. */
const SECRET_PATH = /(\/auth\/wachtwoordherstellen\/[^/]+\/)[^/?#]+/;

/** Removes secrets from a request URL before it is logged. */
export function scrubUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2);
  const safePath = pathPart.replace(SECRET_PATH, '$1[redacted]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  }
  return `${safePath}?${params.toString()}`;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
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
