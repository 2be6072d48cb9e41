import { SHOP_INFO_KEYS, type ShopInfo, type ShopInfoField } from '@boutique/domain';

export type TextPart = { kind: 'text'; text: string } | { kind: 'field'; field: ShopInfoField; value: string };

const isShopInfoField = (name: string): name is ShopInfoField => Object.hasOwn(SHOP_INFO_KEYS, name);

/**
 * Splits a legal text on its {{field}} placeholders and fills each with the shop's identity, so
 * the caller can render e-mail and phone as links. Unknown placeholders stay as written.
 */
export function fillPlaceholders(text: string, info: ShopInfo): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{\{(\w+)\}\}/gu)) {
    const name = match[1] ?? '';
    if (!isShopInfoField(name)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'field', field: name, value: info[name] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The filled text as a plain string (titles, tests). */
export const fillPlaceholdersText = (text: string, info: ShopInfo) =>
  fillPlaceholders(text, info)
    .map((part) => (part.kind === 'text' ? part.text : part.value))
    .join('');
