import { z } from 'zod';
import { rules, ruleMessage } from '../validation';
import { licenceStateSchema } from './office';

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
  /** POST { studentIds }: adds students of the account to a combination group (they keep their class). */
  members: (groepId: string) => `/api/groepen/${groepId}/leden`,
  /** DELETE: takes a student out of a combination group. */
  member: (groepId: string, leerlingId: string) => `/api/groepen/${groepId}/leden/${leerlingId}`,
  /** GET ?zoek=: the account's students by name (to pick members of a combination group). */
  searchStudents: (accountId: string) => `/api/accounts/${accountId}/leerlingen`,
  /** GET the students' user names, passwords (where known) and card use. */
  passwords: (groepId: string) => `/api/groepen/${groepId}/wachtwoorden`,
  /** PUT { password? }: sets the password, or makes a child-friendly one. */
  studentPassword: (leerlingId: string) => `/api/leerlingen/${leerlingId}/wachtwoord`,
  /** POST: a new card code; every card printed before stops working. */
  renewCard: (leerlingId: string) => `/api/leerlingen/${leerlingId}/inlogkaart/vernieuwen`,
  /** GET ?leerlingen=id,id (default: the whole group): the login cards as a PDF (A4). */
  cardsPdf: (groepId: string) => `/api/groepen/${groepId}/inlogkaarten.pdf`,
  /** GET the group's names, user names and passwords (where known) as a plain PDF list (A4). */
  passwordListPdf: (groepId: string) => `/api/groepen/${groepId}/wachtwoorden.pdf`,
  /** POST the EDEXML file (application/xml); ?dryRun=true answers the preview without changing anything. */
  edexml: (accountId: string) => `/api/accounts/${accountId}/edexml`,
  /** GET the school's teachers; POST invite one by e-mail. */
  teachers: (accountId: string) => `/api/accounts/${accountId}/docenten`,
  /** PATCH role, groups. */
  teacher: (accountId: string, docentId: string) => `/api/accounts/${accountId}/docenten/${docentId}`,
  /** POST: deactivates the teacher (activateTeacher undoes it). */
  deactivateTeacher: (accountId: string, docentId: string) =>
    `/api/accounts/${accountId}/docenten/${docentId}/deactiveren`,
  activateTeacher: (accountId: string, docentId: string) =>
    `/api/accounts/${accountId}/docenten/${docentId}/activeren`,
  /** POST: sends an invited teacher a fresh invitation; the links of earlier ones stop working. */
  resendInvitation: (accountId: string, docentId: string) =>
    `/api/accounts/${accountId}/docenten/${docentId}/uitnodiging`,
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

const uuid = z.uuid();
const isoTime = z.iso.datetime({ offset: true });

/**
 * Year groups as EDEXML writes them: 1-8 (groep), S (special), C (combination), 0 (before groep 1).
 * An import maps other EDEXML values (B, D, V, N, 11-16) to none and reports them; H (left) is skipped.
 */
export const YEAR_GROUPS = ['1', '2', '3', '4', '5', '6', '7', '8', 'S', 'C', '0'] as const;
export type YearGroup = (typeof YEAR_GROUPS)[number];
export const yearGroupSchema = z.enum(YEAR_GROUPS, { error: ruleMessage('required') }).nullable();

export const accountResponseSchema = z.object({
  id: uuid,
  name: z.string(),
  kind: z.enum(['school', 'home']),
  country: z.enum(['NL', 'BE']),
  /** The groups feature flag (SPEC §2): off for a home account, whose screens speak of children. */
  groupsEnabled: z.boolean(),
  /** The code a student adds to a user name that other schools use too. */
  loginCode: z.string(),
  trashDays: z.number().int(),
  /** The school's BRIN code (NL) or instellingsnummer (BE), which an EDEXML file must carry; null when not known yet. */
  brin: z.string().nullable(),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

export const groupSummarySchema = z.object({
  id: uuid,
  name: z.string(),
  yearGroup: z.string().nullable(),
  kind: z.enum(['group', 'combination']),
  archived: z.boolean(),
  studentCount: z.number().int(),
  teachers: z.array(z.object({ id: uuid, name: z.string() })),
  /** The last answer of any student of the group; null when nobody has practised yet. */
  lastPractisedAt: isoTime.nullable(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;
export const groupListResponseSchema = z.object({ groups: z.array(groupSummarySchema) });
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;

export const groupListQuerySchema = z.strictObject({ archived: z.enum(['true', 'false']).optional() });

export const groupNameSchema = rules.text(60);

export const createGroupBodySchema = z.strictObject({
  name: groupNameSchema,
  yearGroup: yearGroupSchema,
  kind: z.enum(['group', 'combination']).default('group'),
});
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

export const updateGroupBodySchema = z.strictObject({
  name: groupNameSchema.optional(),
  yearGroup: yearGroupSchema.optional(),
});
export type UpdateGroupBody = z.infer<typeof updateGroupBodySchema>;

export const mergeGroupBodySchema = z.strictObject({ into: uuid });

export const studentSummarySchema = z.object({
  id: uuid,
  displayName: z.string(),
  username: z.string(),
  /** The student's class (for a member of a combination group: their own class). */
  groupId: uuid.nullable(),
  lastPractisedAt: isoTime.nullable(),
  fluencyTestDue: z.boolean(),
  hasPassword: z.boolean(),
  cardUsedAt: isoTime.nullable(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;
export const studentListResponseSchema = z.object({
  group: groupSummarySchema,
  students: z.array(studentSummarySchema),
});
export type StudentListResponse = z.infer<typeof studentListResponseSchema>;

export const studentFirstNameSchema = rules.text(40);
export const studentLastNameSchema = rules.optionalText(60);

/** Adding students: one or many (a pasted list), each a first name and optionally a last name. */
export const addStudentsBodySchema = z.strictObject({
  students: z
    .array(z.strictObject({ firstName: studentFirstNameSchema, lastName: studentLastNameSchema }))
    .min(1, ruleMessage('atLeastOne'))
    .max(200, ruleMessage('format')),
});
export type AddStudentsBody = z.input<typeof addStudentsBodySchema>;

export const addedStudentSchema = z.object({
  id: uuid,
  displayName: z.string(),
  username: z.string(),
  password: z.string(),
});
export const addStudentsResponseSchema = z.object({ students: z.array(addedStudentSchema) });
export type AddStudentsResponse = z.infer<typeof addStudentsResponseSchema>;

export const usernameSchema = rules.pattern(/^[a-z0-9][a-z0-9._-]*$/, 40);

export const updateStudentBodySchema = z.strictObject({
  displayName: rules.text(60).optional(),
  username: usernameSchema.optional(),
});
export type UpdateStudentBody = z.infer<typeof updateStudentBodySchema>;

export const addMembersBodySchema = z.strictObject({
  studentIds: z.array(uuid).min(1, ruleMessage('atLeastOne')).max(500, ruleMessage('format')),
});

export const studentSearchQuerySchema = z.strictObject({ zoek: z.string().trim().max(60).default('') });
export const studentSearchResponseSchema = z.object({
  students: z.array(
    z.object({ id: uuid, displayName: z.string(), username: z.string(), groupName: z.string().nullable() }),
  ),
});
export type StudentSearchResponse = z.infer<typeof studentSearchResponseSchema>;

export const moveStudentsBodySchema = z.strictObject({
  studentIds: z.array(uuid).min(1, ruleMessage('atLeastOne')).max(500, ruleMessage('format')),
  groupId: uuid,
});
export type MoveStudentsBody = z.infer<typeof moveStudentsBodySchema>;

export const studentPasswordSchema = z.object({
  id: uuid,
  displayName: z.string(),
  username: z.string(),
  /** The password the teacher set or the product made, when known; null: none yet, or unknown. */
  password: z.string().nullable(),
  hasPassword: z.boolean(),
  cardUsedAt: isoTime.nullable(),
});
export type StudentPassword = z.infer<typeof studentPasswordSchema>;
export const passwordListResponseSchema = z.object({
  loginCode: z.string(),
  students: z.array(studentPasswordSchema),
});
export type PasswordListResponse = z.infer<typeof passwordListResponseSchema>;

/** Setting a student's password: the teacher's choice (at least 4 characters), or none to make one. */
export const setStudentPasswordBodySchema = z.strictObject({
  password: z
    .string()
    .trim()
    .min(4, ruleMessage('minLength', 4))
    .max(40, ruleMessage('maxLength', 40))
    .optional(),
});
export type SetStudentPasswordBody = z.infer<typeof setStudentPasswordBodySchema>;
export const setStudentPasswordResponseSchema = z.object({ password: z.string() });

export const trashedStudentSchema = z.object({
  id: uuid,
  displayName: z.string(),
  username: z.string(),
  /** The class they were in (null when it is gone or archived since). */
  groupId: uuid.nullable(),
  groupName: z.string().nullable(),
  groupArchived: z.boolean(),
  deletedAt: isoTime,
  /** When the student and everything that hangs on them are deleted for good. */
  purgeAt: isoTime,
});
export type TrashedStudent = z.infer<typeof trashedStudentSchema>;
export const trashResponseSchema = z.object({
  trashDays: z.number().int(),
  students: z.array(trashedStudentSchema),
});
export type TrashResponse = z.infer<typeof trashResponseSchema>;

/** Restoring a student whose class is archived or gone: the class to put them in. */
export const restoreStudentBodySchema = z.strictObject({ groupId: uuid.optional() });

export const TRASH_DAYS_MIN = 1;
export const TRASH_DAYS_MAX = 365;
export const updateAccountBodySchema = z.strictObject({
  trashDays: rules.integer(TRASH_DAYS_MIN, TRASH_DAYS_MAX),
});

/**
 * EDEXML import (POST ROSTER_PATHS.edexml): what one school's file can hold. The largest Dutch and
 * Flemish primary schools have some 1,500 pupils in 60 groups, and an export writes well under 1 KB
 * per pupil; a file past these is not one school's, and is refused before it costs the server much.
 */
export const EDEXML_MAX_BYTES = 10 * 1024 * 1024;
export const EDEXML_MAX_STUDENTS = 3000;
export const EDEXML_MAX_GROUPS = 300;
export const EDEXML_MAX_TEACHERS = 500;
/** Element nesting: EDEXML goes five deep (EDEX/leerlingen/leerling/samengestelde_groepen/...). */
export const EDEXML_MAX_DEPTH = 10;
/** Content types an EDEXML upload may have. */
export const EDEXML_CONTENT_TYPES = ['application/xml', 'text/xml'] as const;

/** Why a file was refused (400/409/413/415): `problem.code` of the error body; element and line where known. */
export const EDEXML_PROBLEM_CODES = [
  'empty',
  'notWellFormed',
  'doctype',
  'wrongRoot',
  'missingElement',
  'missingKey',
  'duplicateKey',
  'unknownGroup',
  'otherSchool',
  'schoolCodeTaken',
  'noSchoolCode',
  'contentType',
  'tooLarge',
  'tooManyStudents',
  'tooManyGroups',
  'tooManyTeachers',
  'tooDeep',
  /** The file stops before its end (line: its last line; element: the one left open). */
  'truncated',
  /** The chosen groups need more new places than the licence has free (import only; the preview says so). */
  'licenceFull',
  /** The licence has ended: no new students (import only; the preview says so). */
  'licenceEnded',
] as const;
export type EdexmlProblemCode = (typeof EDEXML_PROBLEM_CODES)[number];
export const edexmlErrorSchema = z.object({
  message: z.string(),
  problem: z.object({
    code: z.enum(EDEXML_PROBLEM_CODES),
    element: z.string().nullable(),
    line: z.number().int().nullable(),
    column: z.number().int().nullable(),
  }),
  /** A licence refusal (licenceFull, licenceEnded) also names it as every licence check does. */
  errors: z.object({ licence: z.enum(['licenceFull', 'licenceEnded']) }).optional(),
});
export type EdexmlErrorResponse = z.infer<typeof edexmlErrorSchema>;

/**
 * `groepen`: the `key`s of the file's groups to import (repeat the parameter per group; one empty value
 * chooses none). Without it the import takes the school's remembered choice, and the default rule
 * (EDEXML_DEFAULT_YEAR_GROUPS) for groups it has not chosen before. Keys not in the file are ignored.
 */
export const edexmlQuerySchema = z.strictObject({
  dryRun: z.enum(['true', 'false']).optional(),
  groepen: z.union([z.string().max(256), z.array(z.string().max(256)).max(EDEXML_MAX_GROUPS)]).optional(),
});

/** The chosen groups' keys of a query (`groepen`), or null when the caller did not choose. */
export function edexmlChoiceOf(groepen: string | string[] | undefined): string[] | null {
  if (groepen === undefined) return null;
  return (Array.isArray(groepen) ? groepen : [groepen]).filter((key) => key !== '');
}

/** The query string that sends a choice of groups (`groepen` once per key; once empty for none). */
export function edexmlChoiceQuery(keys: readonly string[]): string {
  const values = keys.length ? keys : [''];
  return values.map((key) => `groepen=${encodeURIComponent(key)}`).join('&');
}

/**
 * Year groups a school imports by default: groups 3 to 8 (a licence seldom covers the kleuters of
 * groups 0-2). A group without such a year group of its own (special education, a combination group)
 * is chosen by default when one of its pupils has one.
 */
export const EDEXML_DEFAULT_YEAR_GROUPS: readonly YearGroup[] = ['3', '4', '5', '6', '7', '8'];

const edexmlGroupRef = z.object({
  key: z.string(),
  name: z.string(),
  yearGroup: z.string().nullable(),
  kind: z.enum(['group', 'combination']),
});
const edexmlStudentRef = z.object({
  /** The student's id in the account; null for a new one. */
  id: uuid.nullable(),
  displayName: z.string(),
  /** The class (group name) in the file, or where they were for a student who is gone. */
  group: z.string().nullable(),
});

/** One group of the file as the import's choice shows it. */
const edexmlChoiceGroup = edexmlGroupRef.extend({
  /** Pupils of the file in it (a combination group's members keep their own class). */
  students: z.number().int(),
  chosen: z.boolean(),
  /** Whether `chosen` comes from the school's earlier choice (false: the default rule). */
  remembered: z.boolean(),
});

/**
 * What the chosen groups take of the licence, computed as the import checks it: `needed` is the
 * change in students counted by the licence (new pupils and pupils back from the trash, less pupils
 * who go to the trash); pupils already in the account take no new place. `free` and `max` are null
 * when the licence has no limit; `problem` says why the import would be refused.
 */
export const edexmlSeatsSchema = z.object({
  chosenGroups: z.number().int(),
  chosenStudents: z.number().int(),
  needed: z.number().int(),
  state: licenceStateSchema,
  used: z.number().int(),
  max: z.number().int().nullable(),
  free: z.number().int().nullable(),
  problem: z.enum(['licenceFull', 'licenceEnded']).nullable(),
});
export type EdexmlSeats = z.infer<typeof edexmlSeatsSchema>;

/** What an import changes (the preview with dryRun, or what it changed). All zeros: nothing to do. */
export const edexmlSummarySchema = z.object({
  dryRun: z.boolean(),
  /** The file's groups (classes by year group, then combination groups), and which are imported. */
  choice: z.object({ groups: z.array(edexmlChoiceGroup) }),
  seats: edexmlSeatsSchema,
  file: z.object({
    version: z.string().nullable(),
    country: z.enum(['NL', 'BE']),
    schoolCode: z.string(),
    groups: z.number().int(),
    students: z.number().int(),
    teachers: z.number().int(),
  }),
  counts: z.object({
    groupsNew: z.number().int(),
    groupsChanged: z.number().int(),
    studentsNew: z.number().int(),
    studentsChanged: z.number().int(),
    studentsMoved: z.number().int(),
    studentsGone: z.number().int(),
    studentsBack: z.number().int(),
    membershipsAdded: z.number().int(),
    membershipsRemoved: z.number().int(),
    /** Known teachers (by e-mail) linked to more of the file's groups. */
    teachersChanged: z.number().int(),
  }),
  groups: z.object({
    new: z.array(edexmlGroupRef),
    changed: z.array(
      edexmlGroupRef.extend({
        id: uuid,
        from: z.object({ name: z.string(), yearGroup: z.string().nullable() }),
      }),
    ),
  }),
  students: z.object({
    /** New students with the user name they get (in a preview: the one they would get). */
    new: z.array(edexmlStudentRef.extend({ username: z.string() })),
    changed: z.array(edexmlStudentRef.extend({ from: z.string() })),
    moved: z.array(edexmlStudentRef.extend({ from: z.string().nullable() })),
    gone: z.array(edexmlStudentRef),
    back: z.array(edexmlStudentRef),
  }),
  /** Teachers of the file: new ones to invite (from the teachers screen), known ones (by e-mail) and their groups. */
  teachers: z.object({
    new: z.array(
      z.object({
        name: z.string(),
        email: z.string().nullable(),
        groups: z.array(z.string()),
        /** After an apply: the account's ids of those groups, to invite the teacher with; empty in a preview. */
        groupIds: z.array(uuid).default([]),
      }),
    ),
    changed: z.array(
      z.object({ id: uuid, name: z.string(), email: z.string(), groups: z.array(z.string()) }),
    ),
  }),
  /** Things the school should know; each with how many and, where useful, first names or values. */
  warnings: z.array(
    z.object({
      code: z.enum([
        'noGroup',
        'left',
        'unknownYearGroup',
        'teacherNoEmail',
        'schoolCodeSaved',
        'passwordsPending',
        'groupsNotInFile',
        /** Pupils already in the account whose group in the file is not chosen: left as they are. */
        'notChosen',
      ]),
      count: z.number().int(),
      examples: z.array(z.string()),
    }),
  ),
});
export type EdexmlSummary = z.infer<typeof edexmlSummarySchema>;
/** Staff roles a school gives its own people (SPEC §6): a schooladmin manages the account, a docent their groups. */
export const TEACHER_ROLES = ['schooladmin', 'docent'] as const;
export const teacherRoleSchema = z.enum(TEACHER_ROLES, { error: ruleMessage('required') });

export const teacherSchema = z.object({
  id: uuid,
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(TEACHER_ROLES),
  groups: z.array(z.object({ id: uuid, name: z.string() })),
  /** active; invited: has not set a password yet; deactivated: cannot sign in. */
  status: z.enum(['active', 'invited', 'deactivated']),
  /** The last sign-in through the identity provider, when known. */
  lastSignInAt: isoTime.nullable(),
});
export type Teacher = z.infer<typeof teacherSchema>;
export const teacherListResponseSchema = z.object({ teachers: z.array(teacherSchema) });
export type TeacherListResponse = z.infer<typeof teacherListResponseSchema>;

const teacherGroupIdsSchema = z.array(uuid, { error: ruleMessage('format') }).max(100, ruleMessage('format'));

/** Inviting a teacher: they get an e-mail with a link to set their password. */
export const inviteTeacherBodySchema = z.strictObject({
  name: rules.text(60),
  email: rules.email(),
  role: teacherRoleSchema,
  groupIds: teacherGroupIdsSchema.default([]),
});
export type InviteTeacherBody = z.input<typeof inviteTeacherBodySchema>;

export const updateTeacherBodySchema = z.strictObject({
  role: teacherRoleSchema.optional(),
  groupIds: teacherGroupIdsSchema.optional(),
});
export type UpdateTeacherBody = z.infer<typeof updateTeacherBodySchema>;
