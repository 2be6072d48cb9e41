import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../test/render-app.tsx';

/** Every source file of the app but the tests, as text (Vite reads them at build time of the test). */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The plural suffixes i18next looks for when a call passes `count`. */
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

const KEY = String.raw`'([a-z][\w-]*(?:\.[\w-]+)+)'`;
/** `t('a.b')`, `i18n.t("a.b")`, and both branches of `t(cond ? 'a.b' : 'c.d')`. */
const CALL = new RegExp(String.raw`\bt\(\s*${KEY.replaceAll("'", `["']`)}`, 'gu');
const TERNARY = new RegExp(String.raw`\bt\(\s*[\w.!?&|() ]+\?\s*${KEY}\s*:\s*${KEY}`, 'gu');

/**
 * Any other quoted literal under one of the messages' namespaces (keys kept in constants), but for
 * a form's field paths (`register('paiement.canal')`), which may share a namespace's first word.
 */
const NAMESPACES = new Set(Object.keys(MESSAGES.fr));
const LITERAL = new RegExp(
  String.raw`(?<!\b(?:register|error|watch|setValue)\(\s*)` + KEY.replaceAll("'", `["']`),
  'gu',
);

function literalKeys(): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  const add = (key: string, file: string) => keys.set(key, [...(keys.get(key) ?? []), file]);
  for (const [file, text] of Object.entries(SOURCES)) {
    for (const match of text.matchAll(LITERAL)) {
      const key = match[1] ?? '';
      if (NAMESPACES.has(key.split('.')[0] ?? '')) add(key, file);
    }
    for (const match of text.matchAll(CALL)) add(match[1] ?? '', file);
    for (const match of text.matchAll(TERNARY)) {
      add(match[1] ?? '', file);
      add(match[2] ?? '', file);
    }
  }
  return keys;
}

function has(messages: unknown, key: string): boolean {
  const lookup = (path: string) =>
    path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof lookup(key) === 'string') return true;
  return PLURAL_SUFFIXES.some((suffix) => typeof lookup(`${key}${suffix}`) === 'string');
}

describe('translation keys', () => {
  const keys = literalKeys();

  it('finds the literal keys of the app', () => {
    expect(keys.size).toBeGreaterThan(100);
    expect(keys.has('produit.associes_titre')).toBe(true);
    // A conditional call and a key kept in a constant are found too.
    expect(keys.has('panier.indisponible')).toBe(true);
    expect(keys.has('accueil.rituels.mousses.titre')).toBe(true);
  });

  it.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])('has every literal key of the app in %s', (language) => {
    const missing = [...keys]
      .filter(([key]) => !has(MESSAGES[language], key))
      .map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });
});
