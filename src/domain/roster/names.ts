/**
 * Children's names and user names. A child's data is the minimum that works: a first name and the
 * initial of the last name ("Sam G."). User names are plain ASCII (accents and punctuation break
 * logins on children's devices: 'Léon', "d'Amie"), lower case, unique within the school.
 */

/** 'Léon' -> 'leon', "d'Amie" -> 'damie', 'Zoë-Lynn' -> 'zoelynn'; letters and digits only. */
export function asciiName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[ø]/gi, 'o')
    .replace(/[ł]/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The first name with a capital ("sam" -> "Sam"), spaces tidied. */
export function tidyName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed.charAt(0).toLocaleUpperCase('nl') + trimmed.slice(1);
}

/**
 * The last name's initial, ignoring Dutch prefixes ('de Vries' -> 'V', 'van der Berg' -> 'B').
 * Empty when there is no last name.
 */
export function lastNameInitial(lastName: string | null | undefined): string {
  const words = (lastName ?? '').trim().split(/\s+/).filter(Boolean);
  const prefixes = new Set([
    'van',
    'de',
    'der',
    'den',
    'het',
    "'t",
    'te',
    'ter',
    'ten',
    'in',
    'op',
    'la',
    'le',
    'du',
    'da',
    'di',
  ]);
  const main = words.find((w) => !prefixes.has(w.toLowerCase())) ?? words[words.length - 1] ?? '';
  return main.charAt(0).toLocaleUpperCase('nl');
}

/** How a child is shown everywhere: "Sam G.", or "Sam" without a last name. */
export function studentDisplayName(firstName: string, lastName?: string | null): string {
  const initial = lastNameInitial(lastName);
  return initial ? `${tidyName(firstName)} ${initial}.` : tidyName(firstName);
}

/**
 * The base of a student's user name: first name plus the last name's initial ('Sam', 'de Groot' ->
 * 'samg'), ASCII only; 'leerling' when nothing usable is left.
 */
export function usernameBase(firstName: string, lastName?: string | null): string {
  const base = asciiName(firstName) + asciiName(lastNameInitial(lastName));
  return (base || 'leerling').slice(0, 24);
}

/** Per `taken` set, the number to try next for each base (names are only ever added to the set). */
const nextNumber = new WeakMap<Set<string>, Map<string, number>>();

/**
 * The first free user name for a base: 'samg', then 'samg2', 'samg3', ... `taken` holds the names in
 * use (lower case) and receives the chosen one, so a batch gets distinct names. A batch goes on from
 * the number it reached, so a file of 3,000 children of one name does not try 4.5 million names.
 */
export function pickUsername(base: string, taken: Set<string>): string {
  let numbers = nextNumber.get(taken);
  if (!numbers) nextNumber.set(taken, (numbers = new Map()));
  let name = base;
  let n = numbers.get(base) ?? 2;
  while (taken.has(name)) name = `${base}${n++}`;
  numbers.set(base, n);
  taken.add(name);
  return name;
}
