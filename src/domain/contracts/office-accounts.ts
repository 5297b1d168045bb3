/**
 * Office area: school and home accounts, their licences, and the site's applications turned into
 * accounts (issue 11). Also the school's own licence screen (`licentie`), which reads what the
 * office sets. Paths declared once here, used by the server and the client.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { ruleMessage, rules } from '../validation';
import { LICENCE_KINDS, LICENCE_STATES, licenceSchema, licenceStateSchema, type Licence } from './office';

export const OFFICE_ACCOUNT_PATHS = {
  /** GET (list, query `accountListQuerySchema`), POST (create a school). */
  accounts: '/api/office/accounts',
  /** GET (details), PATCH (edit), DELETE (superadmin only; body `deleteAccountBodySchema`). */
  account: (accountId: string) => `/api/office/accounts/${accountId}`,
  deactivate: (accountId: string) => `/api/office/accounts/${accountId}/deactiveren`,
  activate: (accountId: string) => `/api/office/accounts/${accountId}/activeren`,
  /** GET: every piece of data of the account as a JSON download (GDPR). */
  exportJson: (accountId: string) => `/api/office/accounts/${accountId}/export`,
  /** POST: add a licence period. */
  licences: (accountId: string) => `/api/office/accounts/${accountId}/licenties`,
  /** PUT (edit), DELETE. */
  licence: (accountId: string, licenceId: string) =>
    `/api/office/accounts/${accountId}/licenties/${licenceId}`,
  /** GET: open applications from the site's application form. */
  applications: '/api/office/aanvragen',
  /** GET: one application with its whole form. */
  application: (submissionId: string) => `/api/office/aanvragen/${submissionId}`,
  /** POST: create the account of an application (body as for creating) and mark it handled. */
  applicationAccount: (submissionId: string) => `/api/office/aanvragen/${submissionId}/account`,
  /** GET (school staff and office): the school's licence screen. */
  schoolLicence: (accountId: string) => `/api/accounts/${accountId}/licentie`,
} as const;

export const ACCOUNT_KIND_VALUES = ['school', 'home'] as const;
export const ACCOUNT_COUNTRY_VALUES = ['NL', 'BE'] as const;

/**
 * A Dutch BRIN code: two digits and two capitals (12AB); a Flemish instellingsnummer: five or six
 * digits (012345). Spaces are dropped and letters upper-cased, as the EDEXML import compares codes,
 * so a code saved here matches the school's EDEXML file.
 */
export const BRIN_PATTERN = /^\d{2}[A-Z]{2}$/;
export const INSTELLINGSNUMMER_PATTERN = /^\d{5,6}$/;
export const normalSchoolCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

const optional = (max: number) => rules.optionalText(max);
const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  rules.email().optional(),
);
const optionalPhone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  rules.pattern(/^\+?[0-9 ()-]{6,20}$/, 20).optional(),
);
const optionalCode = z.preprocess(
  (v) => (typeof v === 'string' ? (normalSchoolCode(v) === '' ? undefined : normalSchoolCode(v)) : v),
  z.string().max(10, ruleMessage('maxLength', 10)).optional(),
);

/** The account's own fields (create and edit). */
const accountFieldsObject = z.strictObject({
  name: rules.text(150),
  kind: z.enum(ACCOUNT_KIND_VALUES, { error: ruleMessage('required') }),
  country: z.enum(ACCOUNT_COUNTRY_VALUES, { error: ruleMessage('required') }),
  brin: optionalCode,
  street: optional(150),
  postcode: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    rules.pattern(/^(\d{4} ?[A-Za-z]{2}|\d{4})$/, 7).optional(),
  ),
  city: optional(100),
  contactName: optional(100),
  contactEmail: optionalEmail,
  contactPhone: optionalPhone,
});

type AccountFields = z.infer<typeof accountFieldsObject>;

/** A school needs its code (BRIN or instellingsnummer, in the country's format) and its address. */
function checkAccountFields(a: Partial<AccountFields>, ctx: z.RefinementCtx, prefix: string[] = []) {
  const issue = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [...prefix, field], message });
  if (a.brin) {
    const ok = a.country === 'BE' ? INSTELLINGSNUMMER_PATTERN.test(a.brin) : BRIN_PATTERN.test(a.brin);
    if (!ok) issue('brin', ruleMessage('format'));
  }
  if (a.kind === 'school') {
    if (!a.brin) issue('brin', ruleMessage('required'));
    if (!a.city) issue('city', ruleMessage('required'));
    if (!a.contactEmail) issue('contactEmail', ruleMessage('required'));
  }
}

export const accountFieldsSchema = accountFieldsObject.superRefine((a, ctx) => checkAccountFields(a, ctx));

/** A licence period as entered: start before or on its end. */
export const licenceInputSchema = z
  .strictObject({
    kind: z.enum(LICENCE_KINDS, { error: ruleMessage('required') }),
    maxStudents: rules.integer(0, 100000),
    startsOn: z.iso.date(ruleMessage('format')),
    endsOn: z.iso.date(ruleMessage('format')),
  })
  .refine((l) => l.startsOn <= l.endsOn, { path: ['endsOn'], message: ruleMessage('format') });
export type LicenceInput = z.infer<typeof licenceInputSchema>;

/**
 * The body of changing `licence`: its fields without its id. The id is in the path
 * (`OFFICE_ACCOUNT_PATHS.licence`); the strict body schema refuses it.
 */
export function licenceInputOf(licence: Licence): LicenceInput {
  const { kind, maxStudents, startsOn, endsOn } = licence;
  return { kind, maxStudents, startsOn, endsOn };
}

/**
 * The field error (on `startsOn` or `endsOn`) of a period that overlaps another licence period of the
 * account: `licenceOverlap:<startsOn>..<endsOn>` of that other period. One account has at most one
 * licence on any day, so "10 of 8 students" always reads against one number.
 */
export const LICENCE_OVERLAP = 'licenceOverlap';
export const licenceOverlapCode = (other: { startsOn: string; endsOn: string }) =>
  `${LICENCE_OVERLAP}:${other.startsOn}..${other.endsOn}`;
export function parseLicenceOverlap(message: string): { startsOn: string; endsOn: string } | null {
  const match = /^licenceOverlap:(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(message);
  return match ? { startsOn: match[1]!, endsOn: match[2]! } : null;
}

export const createAccountBodySchema = accountFieldsObject
  .extend({
    licence: licenceInputSchema,
    admin: z.strictObject({ name: rules.text(100), email: rules.email() }),
  })
  .superRefine((a, ctx) => checkAccountFields(a, ctx));
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

export const updateAccountBodySchema = accountFieldsObject
  .extend({ groupsEnabled: z.boolean() })
  .superRefine((a, ctx) => checkAccountFields(a, ctx));
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

/** Deleting needs the account's exact name typed as confirmation. */
export const deleteAccountBodySchema = z.strictObject({
  confirmName: z.string().min(1, ruleMessage('required')),
});

export const ACCOUNT_STUDENT_FILTERS = ['overLimit'] as const;

export const accountListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(ACCOUNT_KIND_VALUES).optional(),
  country: z.enum(ACCOUNT_COUNTRY_VALUES).optional(),
  licence: z.enum(LICENCE_STATES).optional(),
  /** `overLimit`: only accounts with more students than their current licence allows. */
  students: z.enum(ACCOUNT_STUDENT_FILTERS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), ruleMessage('format'))
    .default(25),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KIND_VALUES),
  country: z.enum(ACCOUNT_COUNTRY_VALUES),
  brin: z.string().nullable(),
  city: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  studentsUsed: z.number().int(),
  licenceState: licenceStateSchema,
  licence: licenceSchema.nullable(),
  /** More students (not in the trash) than the licence that holds today allows. */
  overLimit: z.boolean(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

export const accountListResponseSchema = z.object({
  accounts: z.array(accountRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AccountListResponse = z.infer<typeof accountListResponseSchema>;

export const accountDetailSchema = accountRowSchema.extend({
  street: z.string().nullable(),
  postcode: z.string().nullable(),
  contactPhone: z.string().nullable(),
  groupsEnabled: z.boolean(),
  loginCode: z.string(),
  createdAt: z.string(),
  licences: z.array(licenceSchema),
  staff: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string().nullable(),
      role: z.string(),
      invited: z.boolean(),
    }),
  ),
  groupCount: z.number().int(),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

// --- Applications from the public site ------------------------------------------------------------

export const applicationSummarySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  schoolName: z.string().nullable(),
  /** One line: kind, number of students, place, country. */
  summary: z.string(),
  kind: z.enum(LICENCE_KINDS).nullable(),
  inviteId: z.uuid().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationListResponseSchema = z.object({ applications: z.array(applicationSummarySchema) });

/** One application with a proposal for the account form, filled in from what the form asked. */
export const applicationDetailSchema = applicationSummarySchema.extend({
  handledAt: z.string().nullable(),
  accountId: z.uuid().nullable(),
  payload: z.record(z.string(), z.unknown()),
  prefill: z.object({
    name: z.string(),
    kind: z.enum(ACCOUNT_KIND_VALUES),
    country: z.enum(ACCOUNT_COUNTRY_VALUES),
    postcode: z.string(),
    city: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    licence: z.object({
      kind: z.enum(LICENCE_KINDS),
      maxStudents: z.number().int(),
      startsOn: z.string(),
      endsOn: z.string(),
    }),
    admin: z.object({ name: z.string(), email: z.string() }),
  }),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const createdAccountSchema = z.object({ id: z.uuid(), adminId: z.uuid() });

// --- The school's licence screen -------------------------------------------------------------------

export const schoolLicenceSchema = z.object({
  state: licenceStateSchema,
  licence: licenceSchema.nullable(),
  /** The next licence that starts after today, if the office already added one. */
  next: licenceSchema.nullable(),
  studentsUsed: z.number().int(),
  /** The current licence's limit; null when no licence holds today. */
  maxStudents: z.number().int().nullable(),
  full: z.boolean(),
  daysLeft: z.number().int().nullable(),
});
export type SchoolLicence = z.infer<typeof schoolLicenceSchema>;

/**
 * Field-error codes under `errors.licence` of a 409 when the licence refuses: adding students past
 * its number (`licenceFull`), adding students or starting a round after it ended (`licenceEnded`).
 */
export const LICENCE_REFUSALS = ['licenceFull', 'licenceEnded'] as const;
export type LicenceRefusal = (typeof LICENCE_REFUSALS)[number];
