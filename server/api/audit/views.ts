import fp from 'fastify-plugin';
import type { PupilDataView } from '../../../src/domain/contracts/office-support';
import type { Database } from '../../db/connection';
import { CROSS_ACCOUNT_ROLES } from '../auth/authenticate';
import { recordView } from './record';
import { ROSTER_PATHS } from '../../../src/domain/contracts/roster';
import { PRACTICE_PATHS } from '../../../src/domain/contracts/practice';

/**
 * The school routes whose answer shows pupil data, by route, with what the audit screen calls the
 * view. An office or superadmin GET of one of them that answers 2xx is recorded as `pupilData.view`
 * (its account is the one `accountScope` noted). School staff reading their own school are not
 * recorded here: their sensitive reads (passwords, login cards) are recorded by those routes for
 * everyone. The office's search across accounts records itself (office-support/routes.ts).
 */
export const PUPIL_DATA_VIEWS: Readonly<Record<string, PupilDataView>> = {
  [ROSTER_PATHS.searchStudents(':accountId')]: 'schoolSearch',
  [ROSTER_PATHS.trash(':accountId')]: 'trash',
  [ROSTER_PATHS.students(':groepId')]: 'groupStudents',
  [PRACTICE_PATHS.groupProgress(':groepId')]: 'groupProgress',
  [PRACTICE_PATHS.groupReport(':groepId')]: 'groupProgress',
  [PRACTICE_PATHS.studentProgress(':leerlingId')]: 'studentProgress',
  [PRACTICE_PATHS.studentReport(':leerlingId')]: 'studentProgress',
  [PRACTICE_PATHS.studentSettings(':leerlingId')]: 'studentSettings',
  [PRACTICE_PATHS.taskList(':leerlingId')]: 'studentPractice',
  [PRACTICE_PATHS.savingsCard(':leerlingId')]: 'studentPractice',
  [PRACTICE_PATHS.fluencyTests(':leerlingId')]: 'studentPractice',
  [PRACTICE_PATHS.fluencyTest(':leerlingId', ':testId')]: 'studentPractice',
  [PRACTICE_PATHS.window(':leerlingId', ':somvensterId')]: 'studentPractice',
};

/**
 * Records office reads of pupil data before the answer goes out (onSend), through `recordView`: a
 * failed record fails the request, so nothing is shown unrecorded; the same view again within a
 * quarter of an hour is one entry.
 */
export const pupilDataViews = fp(
  async (app, { db }: { db: Database }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const user = request.user;
      if (!user || !CROSS_ACCOUNT_ROLES.includes(user.role)) return payload;
      if (request.method !== 'GET' || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      const view = PUPIL_DATA_VIEWS[request.routeOptions.url ?? ''];
      const accountId = request.officeAccess;
      if (!view || !accountId) return payload;
      const params = request.params as { leerlingId?: string; groepId?: string };
      await recordView(db, user, {
        action: 'pupilData.view',
        accountId,
        targetId: params.leerlingId ?? params.groepId ?? null,
        detail: {
          view,
          ...(params.leerlingId ? { studentIds: [params.leerlingId] } : {}),
          ...(params.groepId ? { groupId: params.groepId } : {}),
        },
      });
      return payload;
    });
  },
  { name: 'pupil-data-views', dependencies: ['authentication'] },
);
