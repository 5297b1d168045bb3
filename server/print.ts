import type { FastifyReply, FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Locale } from '../src/domain/constants';
import { localeOfHostEnding } from '../src/domain/locale';

/**
 * The language of a printed sheet (login cards, password list, reports): the one the page's host
 * name speaks (SPEC §1: .uk English, .be Belgian Dutch, .nl Dutch), decided here from the request's
 * host, not from a field the client sends; on a host without such an ending (localhost), the Dutch
 * of the school's country. Only the words follow the host: links on a sheet go to PUBLIC_URL.
 */
export function printLanguageOf(request: FastifyRequest, country: 'NL' | 'BE'): Locale {
  return localeOfHostEnding(request.hostname) ?? (country === 'BE' ? 'be' : 'nl');
}

/** A pdfkit document collected into a Buffer (`done` resolves after `doc.end()`). */
export function openPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A file name part of plain letters and digits ("Groep 5/6" -> "groep-5-6"). */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** Sends a PDF as a download that no cache keeps (sheets hold children's names and passwords). */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);
}

/** The characters Windows-1252 (WinAnsi, the built-in fonts' encoding) has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const NEAREST: Record<string, string> = {
  '−': '-',
  '→': '->',
  '←': '<-',
  '↑': '^',
  '↔': '<->',
  '✓': '+',
  '✔': '+',
  '≤': '<=',
  '≥': '>=',
  '≠': '=/=',
};

/** Helvetica speaks WinAnsi: characters outside it are written as their nearest plain form (or '?'). */
export function plain(text: string): string {
  return [...text]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (
        c === '\n' ||
        (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        WIN_ANSI_EXTRA.has(c)
      )
        return c;
      return NEAREST[c] ?? '?';
    })
    .join('');
}

/**
 * "Groep: De Uilen", but "Groep 6" alone where the name already says what it is (no "Groep: Groep 6",
 * "Klas: Klas 3B", "Group: Group 4").
 */
export function labelled(label: string, name: string): string {
  const word = label.trim().toLowerCase();
  return name.trim().toLowerCase().startsWith(`${word} `) || name.trim().toLowerCase() === word
    ? name
    : `${label}: ${name}`;
}
