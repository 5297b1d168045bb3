/**
 * The office's communication with schools: webinars (planned by the office, joined by teachers),
 * office messages (to all schools, a selection or one account; read by the school's staff) and
 * invite-a-friend (a teacher invites a colleague at another school to the application form).
 */
import { z } from 'zod';
import { rules } from '../validation';
import { COUNTRIES } from './site';
import { LICENCE_STATES } from './office';

export const COMMS_PATHS = {
  /** GET ?when=upcoming|past: the office's webinars; POST plan one. */
  officeWebinars: '/api/office/webinars',
  /** PATCH change a webinar. */
  officeWebinar: (id: string) => `/api/office/webinars/${id}`,
  /** POST cancel a webinar (its attendees get a mail). */
  cancelWebinar: (id: string) => `/api/office/webinars/${id}/annuleren`,
  /** GET who signed up: teacher, school, e-mail. */
  attendees: (id: string) => `/api/office/webinars/${id}/deelnemers`,
  /** GET the upcoming webinars a school's staff can join, with the caller's sign-up. */
  schoolWebinars: (accountId: string) => `/api/accounts/${accountId}/webinars`,
  /** PUT sign the caller up; DELETE sign the caller off. */
  signup: (accountId: string, webinarId: string) =>
    `/api/accounts/${accountId}/webinars/${webinarId}/aanmelding`,

  /** GET the messages the office sent (with counts); POST send one. */
  officeMessages: '/api/office/berichten',
  /** GET who read a message. */
  messageReads: (id: string) => `/api/office/berichten/${id}/gelezen`,
  /** GET ?zoek=: accounts by name, to send a message to one of them. */
  recipientSearch: '/api/office/berichten/ontvangers',
  /** GET the account's messages (unread first). */
  schoolMessages: (accountId: string) => `/api/accounts/${accountId}/berichten`,
  /** POST mark a message read by the caller. */
  markRead: (accountId: string, messageId: string) =>
    `/api/accounts/${accountId}/berichten/${messageId}/gelezen`,

  /** GET the caller's invites; POST invite a colleague. */
  friendInvites: (accountId: string) => `/api/accounts/${accountId}/vriend-uitnodigingen`,
  /** GET (office) invites with the application each led to. */
  officeFriendInvites: '/api/office/vriend-uitnodigingen',
  /** POST { code } (public, rate-limited): what the invite knows, to fill in the application form. */
  invitePrefill: '/api/site/uitnodiging',
} as const;

/** Invites a user may send per day (24 hours). */
export const FRIEND_INVITES_PER_DAY = 10;
/** The URL fragment key of an invite's code on the application form. */
export const INVITE_FRAGMENT_KEY = 'uitnodiging';

// ---- Webinars -------------------------------------------------------------------------------------

const httpsUrl = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(500, 'maxLength:500')
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'httpsUrl');

export const webinarBodySchema = z.strictObject({
  title: rules.text(150),
  description: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string().trim().max(2000, 'maxLength:2000'),
  ),
  /** ISO date-time with offset. */
  startsAt: z.iso.datetime({ offset: true, error: 'required' }),
  durationMinutes: rules.integer(10, 480),
  url: httpsUrl,
  places: rules.integer(1, 1000),
});
export type WebinarBody = z.infer<typeof webinarBodySchema>;

export const webinarSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  url: z.string(),
  places: z.number(),
  signedUp: z.number(),
  cancelledAt: z.string().nullable(),
  reminderSentAt: z.string().nullable(),
});
export type Webinar = z.infer<typeof webinarSchema>;
export const webinarListResponseSchema = z.object({ webinars: z.array(webinarSchema) });
export type WebinarListResponse = z.infer<typeof webinarListResponseSchema>;

export const attendeeSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  accountId: z.uuid(),
  school: z.string(),
  signedUpAt: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeeListResponseSchema = z.object({ attendees: z.array(attendeeSchema) });
export type AttendeeListResponse = z.infer<typeof attendeeListResponseSchema>;

export const schoolWebinarSchema = webinarSchema
  .omit({ cancelledAt: true, reminderSentAt: true, signedUp: true })
  .extend({ placesLeft: z.number(), signedUp: z.boolean() });
export type SchoolWebinar = z.infer<typeof schoolWebinarSchema>;
export const schoolWebinarListResponseSchema = z.object({ webinars: z.array(schoolWebinarSchema) });
export type SchoolWebinarListResponse = z.infer<typeof schoolWebinarListResponseSchema>;

// ---- Office messages ------------------------------------------------------------------------------

export const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('all') }),
    z.strictObject({
      kind: z.literal('selection'),
      countries: z.array(z.enum(COUNTRIES)).default([]),
      licenceStates: z.array(z.enum(LICENCE_STATES)).default([]),
    }),
    z.strictObject({ kind: z.literal('account'), accountId: z.uuid('required') }),
  ],
  { error: 'required' },
);
export type Audience = z.infer<typeof audienceSchema>;

export const messageBodySchema = z
  .strictObject({
    title: rules.text(150),
    body: rules.text(5000),
    audience: audienceSchema,
  })
  .superRefine((m, ctx) => {
    if (m.audience.kind === 'selection' && !m.audience.countries.length && !m.audience.licenceStates.length)
      ctx.addIssue({ code: 'custom', path: ['audience'], message: 'atLeastOne' });
  });
export type MessageBody = z.infer<typeof messageBodySchema>;

export const sentMessageSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  audience: z.record(z.string(), z.unknown()),
  /** The account's name when the audience is one account. */
  accountName: z.string().nullable(),
  createdAt: z.string(),
  recipients: z.number(),
  /** Accounts where at least one person read it. */
  readAccounts: z.number(),
  readers: z.number(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;
export const sentMessageListResponseSchema = z.object({ messages: z.array(sentMessageSchema) });
export type SentMessageListResponse = z.infer<typeof sentMessageListResponseSchema>;

export const messageReadSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  accountId: z.uuid(),
  school: z.string(),
  readAt: z.string(),
});
export const messageReadsResponseSchema = z.object({ reads: z.array(messageReadSchema) });
export type MessageReadsResponse = z.infer<typeof messageReadsResponseSchema>;

export const recipientSearchResponseSchema = z.object({
  accounts: z.array(z.object({ id: z.uuid(), name: z.string(), kind: z.string(), country: z.string() })),
});
export type RecipientSearchResponse = z.infer<typeof recipientSearchResponseSchema>;

export const schoolMessageSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type SchoolMessage = z.infer<typeof schoolMessageSchema>;
export const schoolMessageListResponseSchema = z.object({ messages: z.array(schoolMessageSchema) });
export type SchoolMessageListResponse = z.infer<typeof schoolMessageListResponseSchema>;

// ---- Invite a friend ------------------------------------------------------------------------------

export const friendInviteBodySchema = z.strictObject({
  name: rules.optionalText(100),
  email: rules.email(),
  schoolName: rules.optionalText(150),
});
export type FriendInviteBody = z.infer<typeof friendInviteBodySchema>;

export const friendInviteSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  schoolName: z.string().nullable(),
  createdAt: z.string(),
  /** Whether an application came from it. */
  applied: z.boolean(),
});
export type FriendInvite = z.infer<typeof friendInviteSchema>;
export const friendInviteListResponseSchema = z.object({
  invites: z.array(friendInviteSchema),
  /** Invites the caller may still send today. */
  leftToday: z.number(),
});
export type FriendInviteListResponse = z.infer<typeof friendInviteListResponseSchema>;

export const officeFriendInviteSchema = friendInviteSchema.extend({
  accountId: z.uuid(),
  inviterSchool: z.string(),
  inviterName: z.string(),
  /** The application (site_submissions.id) that came from it. */
  applicationId: z.uuid().nullable(),
});
export const officeFriendInviteListResponseSchema = z.object({ invites: z.array(officeFriendInviteSchema) });
export type OfficeFriendInviteListResponse = z.infer<typeof officeFriendInviteListResponseSchema>;

export const invitePrefillBodySchema = z.strictObject({ code: z.string().trim().min(16).max(100) });
export const invitePrefillResponseSchema = z.object({
  name: z.string().nullable(),
  email: z.string(),
  schoolName: z.string().nullable(),
});
export type InvitePrefill = z.infer<typeof invitePrefillResponseSchema>;
