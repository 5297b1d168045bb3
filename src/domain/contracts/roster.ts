import { z } from 'zod';
import { ruleMessage } from '../validation';

/**
 * The school roster contract (server/api/roster and its siblings; src/admin/school): accounts' groups,
 * students, teachers, login cards, the EDEXML import and the trash. Paths are declared here once and
 * used by both sides. Ids: accountId, groepId, leerlingId, docentId (user ids).
 *
 * Stability: add fields and routes; never rename or remove. Times are ISO 8601 strings.
 */
export const ROSTER_PATHS = {
  /** GET the account as its staff see it (name, kind, groups flag, school code, trash days); PATCH trash days. */
  account: (accountId: string) => `/api/accounts/${accountId}`,
  /** GET the groups (a docent: the groups they teach); POST create one. */
  groups: (accountId: string) => `/api/accounts/${accountId}/groepen`,
  /** PATCH rename, year group, teachers; */
  group: (groepId: string) => `/api/groepen/${groepId}`,
  /** POST archive / restore a group. */
  archiveGroup: (groepId: string) => `/api/groepen/${groepId}/archiveren`,
  restoreGroup: (groepId: string) => `/api/groepen/${groepId}/terugzetten`,
  /** POST { into }: moves every student of the group into another and archives it. */
  mergeGroup: (groepId: string) => `/api/groepen/${groepId}/samenvoegen`,
  /** GET the students of a group; POST add students (names -> user names and passwords). */
  students: (groepId: string) => `/api/groepen/${groepId}/leerlingen`,
  /** PATCH name or user name; DELETE moves the student to the trash. */
  student: (leerlingId: string) => `/api/leerlingen/${leerlingId}`,
  /** POST { studentIds, groupId }: moves students to another group of the account. */
  moveStudents: (accountId: string) => `/api/accounts/${accountId}/leerlingen/verplaatsen`,
  /** GET the students' user names, passwords (where known) and card use. */
  passwords: (groepId: string) => `/api/groepen/${groepId}/wachtwoorden`,
  /** PUT { password? }: sets the password, or makes a child-friendly one. */
  studentPassword: (leerlingId: string) => `/api/leerlingen/${leerlingId}/wachtwoord`,
  /** POST: a new card code; every card printed before stops working. */
  renewCard: (leerlingId: string) => `/api/leerlingen/${leerlingId}/inlogkaart/vernieuwen`,
  /** GET ?leerlingen=id,id (default: the whole group): the login cards as a PDF (A4). */
  cardsPdf: (groepId: string) => `/api/groepen/${groepId}/inlogkaarten.pdf`,
  /** POST the EDEXML file (application/xml); ?dryRun=true answers the preview without changing anything. */
  edexml: (accountId: string) => `/api/accounts/${accountId}/edexml`,
  /** GET the school's teachers; POST invite one by e-mail. */
  teachers: (accountId: string) => `/api/accounts/${accountId}/docenten`,
  /** PATCH role, groups; POST .../deactiveren and .../activeren. */
  teacher: (accountId: string, docentId: string) => `/api/accounts/${accountId}/docenten/${docentId}`,
  /** GET the students in the trash with the day each will be purged. */
  trash: (accountId: string) => `/api/accounts/${accountId}/prullenbak`,
  /** POST: back from the trash into their group. */
  restoreStudent: (leerlingId: string) => `/api/prullenbak/${leerlingId}/terugzetten`,
  /** DELETE: purge one student from the trash now, with everything that hangs on them. */
  purgeStudent: (leerlingId: string) => `/api/prullenbak/${leerlingId}`,
} as const;

/** Login with a card: POST { code } -> { token } (a student's direct-login token). */
export const CARD_LOGIN_PATH = '/api/auth/kaart';
/** The client page a card's QR code opens: `${origin}${CARD_PAGE_PATH}#<code>` (the code never reaches a log). */
export const CARD_PAGE_PATH = '/auth/kaart';

export const cardLoginBodySchema = z.strictObject({
  code: z
    .string({ error: ruleMessage('required') })
    .trim()
    .min(1, ruleMessage('required'))
    .max(200, ruleMessage('maxLength', 200))
    .regex(/^[A-Za-z0-9_-]+$/, ruleMessage('format')),
});
export type CardLoginBody = z.infer<typeof cardLoginBodySchema>;
