import QRCode from 'qrcode';
import type { Locale } from '../../../src/domain/constants';
import { PRODUCT_NAMES } from '../../../src/domain/locale';
import { cardLink } from '../../../src/domain/roster/card-link';
import { labelled, openPdf, plain } from '../../print';

/** One child's login card. */
export interface LoginCard {
  displayName: string;
  username: string;
  /**
   * The school code, on every card: a sign-in needs it when other schools use the user name, and a
   * card that showed it only then would tell the teacher which names other schools use.
   */
  loginCode: string;
  /** The password when the roster knows it (teacher-set, sealed), else null. */
  password: string | null;
  code: string;
}

export interface CardSheetOptions {
  /** Origin of the links in the QR codes: the configured PUBLIC_URL. */
  origin: string;
  groupName: string;
  /** The language of the sheet: the host's (`printLanguageOf`). */
  language: Locale;
}

export const CARDS_PER_PAGE = 8;
const COLUMNS = 2;
const ROWS = 4;
const MARGIN = 28;
const PADDING = 14;
const QR_SIZE = 118;

/** Card texts per language (Flemish says "klas" for the group and "leerkracht" for the teacher). */
const TEXTS: Record<
  Locale,
  {
    title: string;
    group: string;
    username: string;
    password: string;
    passwordUnknown: string;
    schoolCode: string;
    scan: string;
  }
> = {
  nl: {
    title: 'inlogkaarten',
    group: 'Groep',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    passwordUnknown: 'vraag je juf of meester',
    schoolCode: 'Schoolcode',
    scan: 'Scan met de camera van je tablet',
  },
  be: {
    title: 'inlogkaarten',
    group: 'Klas',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    passwordUnknown: 'vraag het aan je leerkracht',
    schoolCode: 'Schoolcode',
    scan: 'Scan met de camera van je tablet',
  },
  en: {
    title: 'login cards',
    group: 'Group',
    username: 'User name',
    password: 'Password',
    passwordUnknown: 'ask your teacher',
    schoolCode: 'School code',
    scan: 'Scan with the camera of your tablet',
  },
};

/** Writes text on one line within `width`, made smaller (down to `min`) when it would not fit. */
function fitLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  font: string,
  size: number,
  min = 7,
): void {
  doc.font(font);
  let s = size;
  while (s > min && doc.fontSize(s).widthOfString(text) > width) s -= 0.5;
  doc.fontSize(s).text(text, x, y, { width, lineBreak: false, ellipsis: true, height: s * 1.3 });
}

/**
 * The login cards as an A4 PDF: 2 columns by 4 rows a page, dashed cut lines between them. Each card:
 * the product, the child's name, the group, user name, school code, password (when
 * known) and a QR code of the card link. Built-in PDF fonts only (Helvetica, Courier), which pdfkit
 * reads from its own package folder; the server runs unbundled (node --import tsx), so they are found.
 */
export async function cardSheet(cards: LoginCard[], options: CardSheetOptions): Promise<Buffer> {
  const texts = TEXTS[options.language];
  const product = PRODUCT_NAMES[options.language];
  const qrs = await Promise.all(
    cards.map((card) =>
      QRCode.toBuffer(cardLink(options.origin, card.code), {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        scale: 6,
      }),
    ),
  );
  const { doc, done } = openPdf({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${product} – ${texts.title}`, Author: product, Subject: options.groupName },
  });

  const pages = Math.max(1, Math.ceil(cards.length / CARDS_PER_PAGE));
  for (let page = 0; page < pages; page++) {
    doc.addPage({ size: 'A4', margin: 0 });
    const cardW = (doc.page.width - 2 * MARGIN) / COLUMNS;
    const cardH = (doc.page.height - 2 * MARGIN) / ROWS;
    // Cut lines: the grid's outer frame and the lines between the cards.
    doc.save().lineWidth(0.5).strokeColor('#9a9a9a').dash(4, { space: 3 });
    for (let c = 0; c <= COLUMNS; c++) {
      doc.moveTo(MARGIN + c * cardW, MARGIN - 10).lineTo(MARGIN + c * cardW, doc.page.height - MARGIN + 10);
    }
    for (let r = 0; r <= ROWS; r++) {
      doc.moveTo(MARGIN - 10, MARGIN + r * cardH).lineTo(doc.page.width - MARGIN + 10, MARGIN + r * cardH);
    }
    doc.stroke().undash().restore();

    cards.slice(page * CARDS_PER_PAGE, (page + 1) * CARDS_PER_PAGE).forEach((card, i) => {
      const x = MARGIN + (i % COLUMNS) * cardW + PADDING;
      const y = MARGIN + Math.floor(i / COLUMNS) * cardH + PADDING;
      const textW = cardW - 2 * PADDING - QR_SIZE - 8;
      const qr = qrs[page * CARDS_PER_PAGE + i]!;
      doc.fillColor('#3b5bdb');
      fitLine(doc, product, x, y, textW, 'Helvetica-Bold', 11);
      doc.fillColor('#111111');
      fitLine(doc, plain(card.displayName), x, y + 18, textW, 'Helvetica-Bold', 17, 9);
      doc.fillColor('#444444');
      fitLine(doc, plain(labelled(texts.group, options.groupName)), x, y + 40, textW, 'Helvetica', 9);

      let line = y + 62;
      const field = (label: string, value: string, mono: boolean) => {
        doc.fillColor('#555555');
        fitLine(doc, label, x, line, textW, 'Helvetica', 8);
        doc.fillColor('#111111');
        fitLine(doc, value, x, line + 10, textW, mono ? 'Courier-Bold' : 'Helvetica-Oblique', mono ? 13 : 9);
        line += 29;
      };
      field(texts.username, card.username, true);
      field(texts.password, card.password ?? texts.passwordUnknown, card.password !== null);
      field(texts.schoolCode, card.loginCode, true);

      const qrX = x + textW + 8;
      doc.image(qr, qrX, y, { width: QR_SIZE, height: QR_SIZE });
      doc.fillColor('#444444');
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(texts.scan, qrX - 4, y + QR_SIZE + 4, { width: QR_SIZE + 8, align: 'center' });
    });
  }
  doc.end();
  return done;
}
