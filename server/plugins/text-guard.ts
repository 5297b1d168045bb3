import fp from 'fastify-plugin';
import { hasUnsafeText } from '../../src/domain/validation';
import { ApiError } from '../errors';

/** The first place in a parsed request part that holds unsafe text, as a dotted path; null if none. */
export function unsafeTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (hasUnsafeText(key)) return here;
    const found = unsafeTextPath(inner, here);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, on every route, a request whose body, query or path holds a NUL character or a lone
 * surrogate: PostgreSQL cannot store either in text, so each would otherwise end as a 500 wherever a
 * route forgot a rule. The field error says which field, as the form rules do.
 */
export const textGuard = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = unsafeTextPath(part);
      if (path) throw new ApiError(400, 'badRequest', { [path]: 'format' });
    }
  });
});
