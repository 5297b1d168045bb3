import { openPdf, plain } from './print';

/**
 * The parts a printed A4 sheet of ours is made of (reports, the password list): the product above a
 * title, sections, paragraphs, ruled tables that continue on the next page, page numbers at the foot.
 * Built-in Helvetica only; every text goes through `plain` (WinAnsi).
 */

/** What every sheet says besides its content: the product, and "page 1 of 2" in its language. */
export interface SheetTexts {
  product: string;
  page: (n: number, of: number) => string;
}

export const MARGIN = 36;
export const INK = '#111111';
export const SOFT = '#555555';
export const LINE = '#b0b0b0';

/** A sheet's document: margins, and every page kept until the page numbers are written. */
export function open(options: PDFKit.PDFDocumentOptions) {
  return openPdf({ margin: MARGIN, bufferPages: true, ...options });
}

/** Page numbers at the foot of every page, then the end. */
export function finish(doc: PDFKit.PDFDocument, texts: SheetTexts): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(SOFT)
      .text(texts.page(i + 1, range.count), MARGIN, doc.page.height - MARGIN + 10, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
}

export function heading(doc: PDFKit.PDFDocument, texts: SheetTexts, title: string, lines: string[]): void {
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#3b5bdb').text(plain(texts.product), MARGIN, MARGIN);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(plain(title));
  doc.font('Helvetica').fontSize(10).fillColor(SOFT);
  for (const line of lines) doc.text(plain(line));
  doc.moveDown(0.8);
}

export function section(doc: PDFKit.PDFDocument, title: string): void {
  ensureRoom(doc, 60);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(plain(title), MARGIN);
  doc.moveDown(0.25);
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, size = 10): void {
  doc
    .font('Helvetica')
    .fontSize(size)
    .fillColor(INK)
    .text(plain(text), MARGIN, undefined, {
      width: doc.page.width - 2 * MARGIN,
    });
}

export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A ruled table; rows wrap within their column, a header repeats on a new page. */
export function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][], size = 9): void {
  const padding = 3;
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const height =
      Math.max(
        ...cells.map((cell, i) =>
          doc.heightOfString(plain(cell), { width: columns[i]!.width - 2 * padding }),
        ),
      ) +
      2 * padding;
    return height;
  };
  const paint = (cells: string[], bold: boolean, height: number) => {
    const y = doc.y;
    let x = MARGIN;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(INK);
    cells.forEach((cell, i) => {
      const col = columns[i]!;
      doc.text(plain(cell), x + padding, y + padding, {
        width: col.width - 2 * padding,
        align: col.align ?? 'left',
      });
      x += col.width;
    });
    doc
      .save()
      .lineWidth(bold ? 0.8 : 0.4)
      .strokeColor(bold ? INK : LINE)
      .moveTo(MARGIN, y + height)
      .lineTo(x, y + height)
      .stroke()
      .restore();
    doc.x = MARGIN;
    doc.y = y + height;
  };
  const header = columns.map((c) => c.header);
  const headerHeight = drawRow(header, true);
  ensureRoom(doc, headerHeight + 20);
  paint(header, true, headerHeight);
  for (const row of rows) {
    const height = drawRow(row, false);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      paint(header, true, headerHeight);
    }
    paint(row, false, height);
  }
  doc.moveDown(0.5);
}
