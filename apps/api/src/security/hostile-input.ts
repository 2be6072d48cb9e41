import fc from 'fast-check';
import { percentEncode } from './security-fixtures.ts';

/** Nesting deep enough to break a recursive parser or validator written without a limit. */
const DEPTH = 1_000;
const deepArray = `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const nested = (depth: number): unknown => (depth === 0 ? 'fond' : { a: nested(depth - 1) });

/** Strings that have broken servers before: numbers at their limits, injections, broken unicode. */
const NASTY_STRINGS = [
  '',
  ' ',
  'x'.repeat(100_000),
  'a\u0000b',
  '\u0000',
  '1e308',
  '-1e308',
  '-0',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '0x10',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5)',
  "fr'; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\uD800',
  '\uDFFF\uD800x',
  '𝒜🎉👩‍👩‍👧',
  'é\u0301',
  '\r\nX-Injected: 1',
  '00000000-0000-0000-0000-000000000000',
  'F-2026-000001',
  'pi_sim_0000_secret_0000',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(1e308, -1e308, -0, 0, -1, 2 ** 31, 2 ** 53 + 2, 0.5, Number.MIN_VALUE),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);

/** Any JSON value: scalars where objects are expected, arrays for scalars, objects for strings. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(nested(60)) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 10_000 }, (_, index) => index)) },
);

/** Field names of the API's contracts, so generated bodies reach the validators and handlers. */
const FIELDS = [
  'mail',
  'password',
  'current',
  'prenom',
  'nom',
  'tel',
  'langue',
  'newsletters',
  'panier',
  'declinaison',
  'qtt',
  'cgv',
  'code',
  'livraison',
  'adresse_livraison',
  'adresse_facturation',
  'ligne1',
  'ligne2',
  'code_postal',
  'ville',
  'pays',
  'societe',
  'montant',
  'message',
  'commande',
  'legal',
  'source',
  'client_secret',
  'card',
  'approve',
  'intent',
  'suivi',
  'token',
  'credential',
  'link',
  'id_token',
  '__proto__',
  'constructor',
];

/** A JSON body as the browser would send it, or something that only pretends to be JSON. */
export const hostileBody: fc.Arbitrary<{ payload: string; contentType: string }> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 })
      .map((body) => ({ payload: JSON.stringify(body), contentType: 'application/json' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        deepArray,
        deepObject,
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        '{"mail":',
        '[1,2,3]',
        '"texte"',
        'null',
        '1e308',
        '',
        '\u0000',
        `{"message":"${'x'.repeat(100_000)}"}`,
      )
      .map((payload) => ({ payload, contentType: 'application/json' })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      payload: hostileString,
      contentType: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/xml',
      ),
    }),
  },
);

const QUERY_KEYS = ['page', 'statut', 'du', 'au', 'q', 'expires', 'signature', 'lang', 'token', 'limit', '__proto__'];

/** A query string with hostile values, repeated keys (arrays for scalars) and bracket objects. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('a=%E0%A4%A&b=%', '%%%', '=&=&&', 'page=1&page=2&page=%00') },
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.record({
          key: fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.constantFrom('page[]', 'du[a]', 'a[__proto__][x]')),
          value: hostileString,
          repeat: fc.integer({ min: 1, max: 3 }),
        }),
        { maxLength: 4 },
      )
      .map((pairs) =>
        pairs
          .flatMap(({ key, value, repeat }) =>
            Array.from({ length: repeat }, () => `${percentEncode(key)}=${percentEncode(value)}`),
          )
          .join('&'),
      ),
  },
);

/** What a real HTTP parser lets through in a header value: no line breaks, NUL or non-Latin-1. */
const headerSafe = (value: string) => value.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/gu, '?').slice(0, 8_000);

export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      language: hostileString,
      'accept-language': hostileString,
      'x-forwarded-for': hostileString,
      'if-none-match': hostileString,
      cookie: hostileString,
      'stripe-signature': hostileString,
      authorization: fc.constantFrom('Bearer ', 'Bearer x', `Bearer ${'a'.repeat(300)}`, 'Basic YTpi', 'Bearer\u0000'),
      origin: fc.constantFrom('null', 'https://evil.example', 'file://'),
    },
    { requiredKeys: [] },
  )
  .map((headers) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerSafe(value)])));

/** A value for a route's path parameter: often hostile, sometimes plausible. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((value) => value.slice(0, 300)) },
  { weight: 1, arbitrary: fc.constantFrom('1', '999999', 'fr.json', 'default', 'mail', 'x.pdf', 'a.webp') },
  { weight: 1, arbitrary: fc.uuid() },
);
