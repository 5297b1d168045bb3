import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/connection';
import { officePracticeRoutes } from './routes-office';
import { staffPracticeRoutes } from './routes-staff';
import { studentPracticeRoutes } from './routes-student';

/** The practice module: the adaptive engine's persistence and API (docs/ARCHITECTURE.md, "Practice"). */
export const practiceRoutes: FastifyPluginAsync<{ db: Database }> = async (app, opts) => {
  await app.register(studentPracticeRoutes, opts);
  await app.register(staffPracticeRoutes, opts);
  await app.register(officePracticeRoutes, opts);
};
