import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/connection';
import { studentPracticeRoutes } from './routes-student';

/**
 * The practice module: the adaptive engine's persistence and a child's play (docs/ARCHITECTURE.md,
 * "Practice"). Staff screens: practice-settings, progress; the content itself: content.
 */
export const practiceRoutes: FastifyPluginAsync<{ db: Database }> = async (app, opts) => {
  await app.register(studentPracticeRoutes, opts);
};
