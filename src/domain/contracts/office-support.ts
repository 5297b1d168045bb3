/**
 * The office's morning view, student support across accounts, the audit log and the office users
 * (SPEC §2 o-dashboard, o-leerlingen; issue 11's audit log and office roles). Office and superadmin
 * only; the audit log and the office users are the superadmin's alone.
 */
import { z } from 'zod';
import type { ROLES } from '../constants';
import { PAGE_SIZES } from '../constants';
import { rules } from '../validation';
import { LICENCE_STATES } from './office';

const uuid = z.uuid();
const isoTime = z.string();
const day = z.iso.date();

export const OFFICE_SUPPORT_PATHS = {
  /** GET the dashboard's figures. */
  dashboard: '/api/office/dashboard',
  /** POST: marks a site submission (a contact message or an application) handled. */
  handleSubmission: (id: string) => `/api/office/aanvragen/${id}/afgehandeld`,
  /** GET ?zoek=: students of every account by user name, name, school name or school code. */
  students: '/api/office/leerlingen',
  /** GET the classes of the student's own account (where the student may be moved). */
  studentGroups: (leerlingId: string) => `/api/office/leerlingen/${leerlingId}/groepen`,
  /** POST: a new child-friendly password, shown once in the answer. */
  resetPassword: (leerlingId: string) => `/api/office/leerlingen/${leerlingId}/wachtwoord`,
  /** POST: ends a lock after failed sign-ins. */
  unlock: (leerlingId: string) => `/api/office/leerlingen/${leerlingId}/ontgrendelen`,
  /** POST { groupId }: moves the student to another class of the same account. */
  move: (leerlingId: string) => `/api/office/leerlingen/${leerlingId}/verplaatsen`,
  /** GET ?accountId&actorId&action&from&to&page&pageSize (superadmin). */
  audit: '/api/office/logboek',
  /** GET ?accountId: the accounts, staff members and actions that occur in the log, for its filters (superadmin). */
  auditFilters: '/api/office/logboek/filters',
  /** GET the office and superadmin users; POST invite an office user (superadmin). */
  staff: '/api/office/medewerkers',
  /** PATCH { role } (superadmin). */
  staffMember: (id: string) => `/api/office/medewerkers/${id}`,
  deactivateStaff: (id: string) => `/api/office/medewerkers/${id}/deactiveren`,
  activateStaff: (id: string) => `/api/office/medewerkers/${id}/activeren`,
} as const;

// ---- Dashboard --------------------------------------------------------------------------------------

export const ACCOUNT_KIND_LIST = ['school', 'home'] as const;

export const dashboardResponseSchema = z.object({
  /** Today in the schools' time zone (yyyy-mm-dd). */
  today: day,
  /** Accounts (not deactivated) per kind and licence state. */
  accounts: z.object({
    school: z.record(z.enum(LICENCE_STATES), z.number().int()),
    home: z.record(z.enum(LICENCE_STATES), z.number().int()),
  }),
  /** Students with at least one answer today / since Monday. */
  activeToday: z.number().int(),
  activeThisWeek: z.number().int(),
  answersToday: z.number().int(),
  /** Trials that end within TRIAL_ENDING_DAYS days (today included), soonest first. */
  trialsEnding: z.array(
    z.object({ accountId: uuid, name: z.string(), kind: z.enum(ACCOUNT_KIND_LIST), endsOn: day }),
  ),
  /**
   * Accounts (not deactivated) with more students than the licence that holds today allows: how many,
   * and the first OVER_LIMIT_SHOWN of them, most over first.
   */
  overLimit: z.object({
    total: z.number().int(),
    accounts: z.array(
      z.object({
        accountId: uuid,
        name: z.string(),
        studentsUsed: z.number().int(),
        maxStudents: z.number().int(),
      }),
    ),
  }),
  /**
   * Paid licences (school, home) of accounts not deactivated that end within RENEWAL_DAYS days (today
   * included) with no licence after them yet: the ones to renew, soonest first. Trials are in trialsEnding.
   */
  renewals: z.array(
    z.object({
      accountId: uuid,
      name: z.string(),
      licenceId: uuid,
      kind: z.enum(['school', 'home']),
      endsOn: day,
      maxStudents: z.number().int(),
      studentsUsed: z.number().int(),
    }),
  ),
  /** Site submissions nobody handled yet, newest first (at most NEW_SUBMISSIONS_SHOWN). */
  submissions: z.object({
    applications: z.number().int(),
    contacts: z.number().int(),
    latest: z.array(
      z.object({
        id: uuid,
        kind: z.enum(['contact', 'aanvraag']),
        name: z.string(),
        email: z.string(),
        /** The school or organisation named in the form, if any. */
        organisation: z.string().nullable(),
        /** Contact: the subject and the message; application: its own message, if any. */
        subject: z.string().nullable(),
        message: z.string().nullable(),
        fromInvite: z.boolean(),
        createdAt: isoTime,
      }),
    ),
  }),
  /** The last ACTIVITY_WEEKS weeks (Monday first), oldest first; the last one is this week. */
  weeks: z.array(z.object({ week: day, answers: z.number().int(), activeStudents: z.number().int() })),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export const TRIAL_ENDING_DAYS = 14;
/** Licences ending from today up to and including today + RENEWAL_DAYS are listed for renewal. */
export const RENEWAL_DAYS = 60;
export const OVER_LIMIT_SHOWN = 10;
export const ACTIVITY_WEEKS = 8;
export const NEW_SUBMISSIONS_SHOWN = 20;

// ---- Students across accounts -----------------------------------------------------------------------

export const studentSearchQuerySchema = z.strictObject({
  zoek: z.string({ error: 'required' }).trim().min(2, 'minLength:2').max(100, 'maxLength:100'),
});
export const STUDENT_SEARCH_LIMIT = 50;

export const supportStudentSchema = z.object({
  id: uuid,
  displayName: z.string(),
  username: z.string(),
  account: z.object({ id: uuid, name: z.string(), kind: z.enum(ACCOUNT_KIND_LIST), loginCode: z.string() }),
  group: z.object({ id: uuid, name: z.string() }).nullable(),
  /** The newest provider session; a direct sign-in is not stored. */
  lastSignInAt: isoTime.nullable(),
  /** Locked after failed sign-ins until this time (null: not locked). */
  lockedUntil: isoTime.nullable(),
  hasPassword: z.boolean(),
});
export type SupportStudent = z.infer<typeof supportStudentSchema>;
export const studentSearchResponseSchema = z.object({
  students: z.array(supportStudentSchema),
  /** More matched than STUDENT_SEARCH_LIMIT: the search should be narrower. */
  more: z.boolean(),
});
export type StudentSearchResponse = z.infer<typeof studentSearchResponseSchema>;

export const studentGroupsResponseSchema = z.object({
  groups: z.array(z.object({ id: uuid, name: z.string(), yearGroup: z.string().nullable() })),
});
export type StudentGroupsResponse = z.infer<typeof studentGroupsResponseSchema>;

export const resetPasswordResponseSchema = z.object({ password: z.string() });
export const moveStudentBodySchema = z.strictObject({ groupId: z.uuid('required') });
export type MoveStudentBody = z.infer<typeof moveStudentBodySchema>;

// ---- Audit log --------------------------------------------------------------------------------------

/** What an office read of pupil data showed (`pupilData.view` entries, detail.view). */
export const PUPIL_DATA_VIEWS = [
  'search',
  'schoolSearch',
  'trash',
  'groupStudents',
  'groupProgress',
  'studentProgress',
  'studentSettings',
  'studentPractice',
] as const;
export type PupilDataView = (typeof PUPIL_DATA_VIEWS)[number];

/** How long the audit log keeps an entry (docs/operations.md, "Audit log"): two school years. */
export const AUDIT_RETENTION_DAYS = 730;

export const auditQuerySchema = z.strictObject({
  accountId: z.uuid('format').optional(),
  /** The staff member who acted (school or office). */
  actorId: z.uuid('format').optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]+(\.[a-zA-Z]+)*$/, 'format')
    .max(60, 'maxLength:60')
    .optional(),
  from: z.iso.date('format').optional(),
  to: z.iso.date('format').optional(),
  page: z.coerce.number('numeric').int('integer').min(1, 'format').default(1),
  pageSize: z.coerce
    .number('numeric')
    .int('integer')
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'format')
    .default(25),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** A person or group an entry refers to by id, as it is now (the log itself keeps ids only). */
export const auditRefSchema = z.object({
  kind: z.enum(['student', 'staff', 'group']),
  name: z.string(),
  /** A pupil in the trash (still restorable). */
  inTrash: z.boolean().optional(),
});
export type AuditRef = z.infer<typeof auditRefSchema>;

export const auditEntrySchema = z.object({
  id: uuid,
  at: isoTime,
  action: z.string(),
  /** id null and role 'system': the server's own work (the scheduled trash purge). Name null: a deleted user. */
  actor: z.object({ id: uuid.nullable(), name: z.string().nullable(), role: z.string() }),
  /** Null: an action outside any account; name null: the account was deleted since. */
  account: z.object({ id: uuid, name: z.string().nullable() }).nullable(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  /**
   * The pupils, staff and groups the entry names by id (target and detail), resolved now. An id
   * missing here no longer exists: a pupil deleted for good leaves no name in the log.
   */
  refs: z.record(z.string(), auditRefSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
export const auditFiltersQuerySchema = z.strictObject({ accountId: z.uuid('format').optional() });
export const auditFiltersResponseSchema = z.object({
  accounts: z.array(z.object({ id: uuid, name: z.string() })),
  /** Staff members (school and office) with entries (on the account, when one is asked), by name. */
  actors: z.array(
    z.object({ id: uuid, name: z.string(), role: z.string(), accountName: z.string().nullable() }),
  ),
  actions: z.array(z.string()),
});
export type AuditFiltersResponse = z.infer<typeof auditFiltersResponseSchema>;

// ---- Office users -----------------------------------------------------------------------------------

export const OFFICE_ROLES = ['office', 'superadmin'] as const satisfies readonly (typeof ROLES)[number][];
export type OfficeRole = (typeof OFFICE_ROLES)[number];

export const officeUserSchema = z.object({
  id: uuid,
  name: z.string(),
  email: z.string().nullable(),
  username: z.string(),
  role: z.enum(OFFICE_ROLES),
  status: z.enum(['active', 'invited', 'deactivated']),
  lastSignInAt: isoTime.nullable(),
});
export type OfficeUser = z.infer<typeof officeUserSchema>;
export const officeUserListResponseSchema = z.object({ users: z.array(officeUserSchema) });
export type OfficeUserListResponse = z.infer<typeof officeUserListResponseSchema>;

export const inviteOfficeUserBodySchema = z.strictObject({
  name: rules.text(60),
  email: rules.email(),
});
export type InviteOfficeUserBody = z.infer<typeof inviteOfficeUserBodySchema>;
export const updateOfficeUserBodySchema = z.strictObject({ role: z.enum(OFFICE_ROLES, 'required') });
export type UpdateOfficeUserBody = z.infer<typeof updateOfficeUserBodySchema>;
