import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/connection';
import { officePracticeRoutes } from './routes-office';
import { studentPracticeRoutes } from './routes-student';

/**
 * The practice module: the adaptive engine's persistence and a child's play, and the office's
 * generator settings (docs/ARCHITECTURE.md, "Practice"). Staff screens: practice-settings, progress.
 */
export const practiceRoutes: FastifyPluginAsync<{ db: Database }> = async (app, opts) => {
  await app.register(studentPracticeRoutes, opts);
  await app.register(officePracticeRoutes, opts);
};
