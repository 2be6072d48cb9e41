import { inflateSync } from 'node:zlib';

/** The WinAnsi bytes the shop's PDFs use beyond Latin-1 (the euro sign, the typographic apostrophe, dashes). */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x92: '’', 0x96: '–', 0x97: '—' };

/** A content stream's bytes: inflated when compressed (the shop compresses its PDFs), else as they are. */
function streamText(raw: Buffer): string {
  try {
    return inflateSync(raw).toString('latin1');
  } catch {
    return raw.toString('latin1');
  }
}

/**
 * The text a PDF of the shop draws (invoices, credit notes), one entry per TJ operation, WinAnsi
 * decoded and no-break spaces made plain, so a test reads it as the customer does.
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/stream\r?\n/gu)].map((match) => {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    return streamText(pdf.subarray(start, end));
  });
  return streams.flatMap((stream) =>
    [...stream.matchAll(/\[([^\]]*)\] TJ/gu)].map(([, operands]) =>
      [...operands!.matchAll(/<([0-9a-f]*)>/gu)]
        .flatMap(([, hex]) =>
          (hex!.match(/../gu) ?? []).map((byte) => {
            const code = parseInt(byte, 16);
            return code === 0xa0 ? ' ' : (WIN_ANSI[code] ?? String.fromCharCode(code));
          }),
        )
        .join(''),
    ),
  );
}

/** The text of the PDF at `url` (a signed download link), failing unless it answers a PDF. */
export async function pdfTextAt(url: string): Promise<string> {
  const answer = await fetch(url);
  if (!answer.ok || answer.headers.get('content-type') !== 'application/pdf') {
    throw new Error(`${url}: ${answer.status} ${answer.headers.get('content-type')}`);
  }
  return pdfText(Buffer.from(await answer.arrayBuffer())).join('\n');
}
