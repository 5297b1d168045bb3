import type { FastifyError, FastifyInstance } from 'fastify';
import { languageOf } from '../../errors';

/**
 * A refusal of the office-communication modules with its own wording (a full webinar, the daily
 * invite limit): `{ message }` in the caller's language plus field codes, like ApiError. Kept here
 * so these modules need no keys in the shared message table.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly texts: { nl: string; en: string },
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(texts.en);
    this.name = 'Refusal';
  }
}

/**
 * Answers a Refusal of this plugin's routes; every other error goes on to the app's error handler
 * (Fastify hands an error thrown by a plugin's handler to its parent's).
 */
export function answerRefusals(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    if (!(error instanceof Refusal)) throw error;
    return reply.status(error.statusCode).send({
      message: error.texts[languageOf(request.headers['accept-language'])],
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    });
  });
}
