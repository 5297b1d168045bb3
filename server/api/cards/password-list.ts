import type { Locale } from '../../../src/domain/constants';
import type { StudentPassword } from '../../../src/domain/contracts/roster';
import { PRODUCT_NAMES } from '../../../src/domain/locale';
import { finish, heading, MARGIN, open, paragraph, table, type SheetTexts } from '../../pdf-sheet';

/** Texts of the password list per language. */
interface PasswordListTexts extends SheetTexts {
  title: string;
  schoolCode: string;
  name: string;
  username: string;
  password: string;
  /** A password the school does not know (set before passwords were kept, or by the child's account). */
  unknown: string;
  /** No password yet (imported): the card signs the child in. */
  none: string;
  keepSafe: string;
}

const NL: PasswordListTexts = {
  product: PRODUCT_NAMES.nl,
  page: (n, of) => `Pagina ${n} van ${of}`,
  title: 'Wachtwoorden',
  schoolCode: 'Schoolcode',
  name: 'Naam',
  username: 'Gebruikersnaam',
  password: 'Wachtwoord',
  unknown: 'onbekend: maak een nieuw wachtwoord of gebruik de inlogkaart',
  none: 'nog geen: log in met de inlogkaart',
  keepSafe:
    'Bewaar deze lijst veilig: wie een naam en wachtwoord heeft, kan als dat kind inloggen. Heet een kind hetzelfde als een kind op een andere school, dan vult het ook de schoolcode in.',
};

const TEXTS: Record<Locale, PasswordListTexts> = {
  nl: NL,
  be: {
    ...NL,
    product: PRODUCT_NAMES.be,
    unknown: 'onbekend: maak een nieuw wachtwoord of gebruik de inlogkaart',
    none: 'nog geen: meld je aan met de inlogkaart',
    keepSafe:
      'Bewaar deze lijst veilig: wie een naam en wachtwoord heeft, kan zich als die leerling aanmelden. Heeft een leerling dezelfde naam als een leerling van een andere school, dan vult die ook de schoolcode in.',
  },
  en: {
    product: PRODUCT_NAMES.en,
    page: (n, of) => `Page ${n} of ${of}`,
    title: 'Passwords',
    schoolCode: 'School code',
    name: 'Name',
    username: 'User name',
    password: 'Password',
    unknown: 'unknown: make a new password or use the login card',
    none: 'none yet: log in with the login card',
    keepSafe:
      'Keep this list safe: anyone with a name and password can log in as that child. A child with the same user name as a child at another school also fills in the school code.',
  },
};

/**
 * A plain A4 list of a group's pupils: name, user name and password. Passwords are kept sealed
 * (server/identity/sealed-passwords.ts), so the list shows each one the school knows, the new ones
 * of an import too; a password it does not know, or none yet, is said in words, never guessed.
 */
export async function passwordListSheet(
  students: readonly StudentPassword[],
  options: { groupName: string; loginCode: string; language: Locale },
): Promise<Buffer> {
  const texts = TEXTS[options.language];
  const title = `${texts.title}: ${options.groupName}`;
  const { doc, done } = open({ size: 'A4', info: { Title: title, Author: texts.product } });
  heading(doc, texts, title, [`${texts.schoolCode}: ${options.loginCode}`]);
  const width = doc.page.width - 2 * MARGIN;
  table(
    doc,
    [
      { header: texts.name, width: width * 0.34 },
      { header: texts.username, width: width * 0.3 },
      { header: texts.password, width: width * 0.36 },
    ],
    students.map((s) => [
      s.displayName,
      s.username,
      s.password ?? (s.hasPassword ? texts.unknown : texts.none),
    ]),
    12,
  );
  paragraph(doc, texts.keepSafe, 9);
  finish(doc, texts);
  return done;
}
