/** The text an uncompressed PDF draws, one entry per TJ operation, WinAnsi bytes decoded. */
export function drawnText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const winAnsi: Record<number, string> = { 0x80: '€', 0x92: '’', 0x96: '–', 0x97: '—' };
  return [...source.matchAll(/\[([^\]]*)\] TJ/gu)].map(([, operands]) =>
    [...operands!.matchAll(/<([0-9a-f]*)>/gu)]
      .map(([, hex]) =>
        (hex!.match(/../gu) ?? []).map((byte) => {
          const code = parseInt(byte, 16);
          return winAnsi[code] ?? String.fromCharCode(code);
        }),
      )
      .flat()
      .join(''),
  );
}
