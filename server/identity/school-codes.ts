import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { accounts } from '../db/schema';

/**
 * Words of a school's name that say nothing about which school it is: its kind, its denomination and
 * the articles. "Basisschool De Regenboog" and "OBS De Regenboog" both give "regenboog".
 */
const SCHOOL_WORDS = new Set([
  'basisschool',
  'school',
  'scholen',
  'de',
  'het',
  't',
  'een',
  'van',
  'en',
  'obs',
  'cbs',
  'pcbs',
  'rkbs',
  'rks',
  'kbs',
  'ikc',
  'sbo',
  'bs',
  'gbs',
  'vbs',
  'sbs',
  'openbare',
  'christelijke',
  'katholieke',
  'protestants',
  'christelijk',
  'gemeentelijke',
  'vrije',
  'lagere',
  'kindcentrum',
  'integraal',
]);

/** The longest code made from a name (a number may follow); the login form takes 32 characters. */
const MAX_BASE_LENGTH = 24;

/**
 * The readable part of a school code: the name in lower-case ASCII without accents, spaces or the
 * words of SCHOOL_WORDS ("Basisschool De Regenboog" -> "regenboog"), as many whole words as fit in
 * MAX_BASE_LENGTH; the whole name when nothing else is left, "school" when the name has no letters or digits at all.
 */
export function schoolCodeBase(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const telling = words.filter((word) => !SCHOOL_WORDS.has(word));
  // Whole words while they fit; a first word that is too long alone is cut.
  let code = '';
  for (const word of telling.length ? telling : words) {
    if (code && code.length + word.length > MAX_BASE_LENGTH) break;
    code += word;
  }
  return code.slice(0, MAX_BASE_LENGTH) || 'school';
}

/**
 * A new school's code (`accounts.login_code`, what its pupils type): `schoolCodeBase` of its name, or
 * with the lowest number from 2 that no school has yet ("regenboog2"). Call it where account creations
 * are serialised (office-accounts' advisory lock), so two new schools never pick the same one.
 */
export async function newSchoolCode(db: Database, name: string): Promise<string> {
  const base = schoolCodeBase(name);
  const rows = await db
    .select({ code: accounts.loginCode })
    .from(accounts)
    .where(sql`${accounts.loginCode} ~ ${`^${base}[0-9]*$`}`);
  const taken = new Set(rows.map((r) => r.code));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
