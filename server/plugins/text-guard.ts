import fp from 'fastify-plugin';
import { hasUnsafeText } from '../../src/domain/validation';
import { ApiError } from '../errors';

/** Deeper than this no request of the product nests (its deepest bodies nest a few levels). */
export const MAX_NESTING = 32;

/**
 * The first place in a parsed request part that holds unsafe text, or a container nested deeper than
 * MAX_NESTING, as a dotted path; null if none. It walks with a stack of its own, not by recursion,
 * so no body can exhaust the call stack, and the deep body is refused before anything else walks it.
 */
export function refusedInputPath(value: unknown): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: here, path, depth } = item;
    if (typeof here === 'string') {
      if (hasUnsafeText(here)) return path || '_';
      continue;
    }
    if (here === null || typeof here !== 'object' || Buffer.isBuffer(here)) continue;
    if (depth >= MAX_NESTING) return path || '_';
    const entries = Object.entries(here);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const innerPath = path ? `${path}.${key}` : key;
      if (hasUnsafeText(key)) return innerPath;
      stack.push({ value: inner, path: innerPath, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses, on every route, a request whose body, query or path holds a NUL character or a lone
 * surrogate: PostgreSQL cannot store either in text, so each would otherwise end as a 500 wherever a
 * route forgot a rule. The field error says which field, as the form rules do. A body nested deeper
 * than MAX_NESTING is refused the same way (validation, PostgreSQL's jsonb and JSON.stringify recurse).
 */
export const textGuard = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = refusedInputPath(part);
      if (path) throw new ApiError(400, 'badRequest', { [path]: 'format' });
    }
  });
});
