import { toWinAnsi } from './win-ansi.ts';

export const MARGIN = 50;
export const INK = '#1a1a1a';
export const MUTED = '#6b665e';
export const RULE = '#d8d2c8';
/** A4 is 595 pt wide: 495 between the margins. */
export const RIGHT_EDGE = 545;

/**
 * An A4 document in the standard Helvetica (no font file), its bytes collected as it is written,
 * and the small drawing helpers every document of the shop shares (invoices, slips, pick list).
 */
export async function startPdf(options: { title: string; author: string; compress?: boolean }) {
  // Loaded with the first document, not at the process's start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: options.title, Author: options.author },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left') =>
    doc.text(toWinAnsi(text), x, y, { width, align });
  const keepRoom = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };
  const rule = (y: number) => doc.moveTo(MARGIN, y).lineTo(RIGHT_EDGE, y).lineWidth(0.5).strokeColor(RULE).stroke();
  const finish = () => {
    doc.end();
    return done;
  };
  return { doc, write, keepRoom, rule, finish };
}

export type PdfWriter = Awaited<ReturnType<typeof startPdf>>;
