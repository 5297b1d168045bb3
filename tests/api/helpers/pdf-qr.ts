import jsQR from 'jsqr';

/** A decoded PDF: its page count and, per page, the text of every QR code found in its images. */
export interface PdfQrCodes {
  pages: number;
  codes: string[][];
  text: string[];
}

type PdfImage = { width: number; height: number; kind?: number; data?: Uint8ClampedArray | Uint8Array };

function toRgba(image: PdfImage): Uint8ClampedArray {
  const { width, height, kind, data } = image;
  if (!data) throw new Error('image without pixel data');
  const out = new Uint8ClampedArray(width * height * 4);
  const pixels = width * height;
  if (kind === 3) return new Uint8ClampedArray(data);
  if (kind === 2) {
    for (let i = 0; i < pixels; i++) {
      out[i * 4] = data[i * 3]!;
      out[i * 4 + 1] = data[i * 3 + 1]!;
      out[i * 4 + 2] = data[i * 3 + 2]!;
      out[i * 4 + 3] = 255;
    }
    return out;
  }
  // kind 1: 1 bit per pixel, rows padded to whole bytes.
  const rowBytes = Math.ceil(width / 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
      const v = bit ? 255 : 0;
      const o = (y * width + x) * 4;
      out[o] = out[o + 1] = out[o + 2] = v;
      out[o + 3] = 255;
    }
  }
  return out;
}

/**
 * Opens a PDF with pdfjs-dist (legacy build, no canvas needed), takes every image painted on each
 * page, and decodes QR codes in them with jsQR; also the page's text.
 */
export async function qrCodesOfPdf(pdf: Uint8Array): Promise<PdfQrCodes> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    isOffscreenCanvasSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const codes: string[][] = [];
  const text: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const ops = await page.getOperatorList();
    const found: string[] = [];
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] !== pdfjs.OPS.paintImageXObject) continue;
      const name = ops.argsArray[i][0] as string;
      const image = await new Promise<PdfImage>((resolve) => page.objs.get(name, resolve));
      const qr = jsQR(toRgba(image), image.width, image.height);
      if (qr) found.push(qr.data);
    }
    codes.push(found);
    const content = await page.getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, codes, text };
}
