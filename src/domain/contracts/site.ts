import { z } from 'zod';
import { rules } from '../validation';

export const SITE_PATHS = {
  /** POST ?locale= the contact form -> SubmissionReceipt (public, rate-limited). */
  contact: '/api/site/contact',
  /** POST ?locale= the application form -> SubmissionReceipt (public, rate-limited). */
  application: '/api/site/aanvraag',
} as const;

/** Contact form of the public site (/site/contact). */
export const contactFormSchema = z.strictObject({
  name: rules.text(100),
  email: rules.email(),
  school: rules.optionalText(150),
  phone: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    rules.pattern(/^\+?[0-9 ()-]{6,20}$/, 20).optional(),
  ),
  subject: z.enum(['question', 'demo', 'support', 'other'], { error: 'required' }),
  message: rules.text(4000, { min: 10 }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const YEAR_GROUPS = ['3', '4', '5', '6', '7', '8'] as const;
export const APPLICATION_KINDS = ['trial', 'school', 'home'] as const;
export const COUNTRIES = ['NL', 'BE'] as const;

/** Application form (/site/aanvraagformulier): a trial or licence for a school, or a home account. */
export const applicationFormSchema = z
  .strictObject({
    kind: z.enum(APPLICATION_KINDS, { error: 'required' }),
    organisation: rules.optionalText(150),
    contactName: rules.text(100),
    role: rules.optionalText(100),
    email: rules.email(),
    phone: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      rules.pattern(/^\+?[0-9 ()-]{6,20}$/, 20).optional(),
    ),
    postcode: rules.pattern(/^(\d{4} ?[A-Za-z]{2}|\d{4})$/, 7),
    city: rules.text(100),
    country: z.enum(COUNTRIES, { error: 'required' }),
    students: rules.integer(1, 5000),
    yearGroups: rules.atLeastOne(YEAR_GROUPS),
    message: rules.optionalText(2000),
    acceptTerms: rules.accepted(),
    /** The code of a friend invite (from the link's #uitnodiging=...), tying the application to it. */
    inviteCode: z.string().trim().max(100).optional(),
  })
  .superRefine(
    (form, ctx) => {
      if (form.kind !== 'home' && !form.organisation) {
        ctx.addIssue({ code: 'custom', path: ['organisation'], message: 'required' });
      }
    },
    {
      // Check even when other fields are wrong, so a form shows all its errors at once; only a
      // known kind other than home needs the organisation.
      when: ({ value }) => {
        const kind = (value as { kind?: unknown } | null)?.kind;
        return kind === 'trial' || kind === 'school';
      },
    },
  );
export type ApplicationForm = z.infer<typeof applicationFormSchema>;

export interface SubmissionReceipt {
  id: string;
  receivedAt: string;
}
