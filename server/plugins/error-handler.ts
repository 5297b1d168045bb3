import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, languageOf, messageKeyForStatus, messageText } from '../errors';

/**
 * The one error handler: every error becomes `{ message }` (plus `errors` with field codes on a
 * validation failure). Internals of a 5xx never reach the client; they go to the log.
 */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const language = languageOf(request.headers['accept-language']);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[path] ??= issue.message ?? 'format';
      }
      return reply.status(400).send({ message: messageText('badRequest', language), errors });
    }

    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({
        message: messageText(error.messageKey, language, error.params?.(language)),
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }

    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ message: messageText(messageKeyForStatus(status), language) });
  });
});
