/**
 * Shared vocabulary of the office area and of the school screens that read what the office sets.
 * Each office capability declares its own paths and schemas in its own contract file
 * (`office-<capability>.ts`); what several of them need lives here.
 */
import { z } from 'zod';

export const LICENCE_KINDS = ['trial', 'school', 'home'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/**
 * Where an account stands today: `trial` or `active` (a trial or a paid licence holds today),
 * `expired` (its last licence ended), `none` (it never had one, or its first starts later).
 */
export const LICENCE_STATES = ['trial', 'active', 'expired', 'none'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];
export const licenceStateSchema = z.enum(LICENCE_STATES);

export const licenceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LICENCE_KINDS),
  maxStudents: z.number().int().min(0),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
});
export type Licence = z.infer<typeof licenceSchema>;
