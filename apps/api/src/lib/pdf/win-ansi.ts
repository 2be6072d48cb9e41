/** Characters beyond Latin-1 that the standard PDF fonts' WinAnsi encoding still has. */
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
  0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/**
 * Text the standard Helvetica font can draw: the thin spaces Intl puts in numbers become no-break
 * spaces, accented letters outside WinAnsi lose their accent, anything else becomes "?".
 */
export function toWinAnsi(text: string): string {
  return Array.from(text, (character) => {
    const code = character.codePointAt(0)!;
    if (code <= 0xff || WIN_ANSI_EXTRAS.has(code)) return character;
    if (code === 0x202f || code === 0x2009 || code === 0x2007) return '\u00a0';
    if (code === 0x2212) return '-';
    const base = character.normalize('NFD').charAt(0);
    return base.charCodeAt(0) <= 0xff ? base : '?';
  }).join('');
}
