import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deeplBaseUrl } from '../../providers/translation/deepl-provider.ts';
import { protect } from '../../providers/translation/translation-provider.ts';
import { bearer, signUp, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { startTranslationStandIn } from '../../test/translation-stand-in.ts';

const translate = (ctx: TestContext, token: string | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/translate',
    payload,
    headers: token ? bearer(token) : {},
  });

describe('machine translation through DeepL', () => {
  let ctx: TestContext;
  let deepl: Awaited<ReturnType<typeof startTranslationStandIn>>;
  let admin: string;

  beforeAll(async () => {
    deepl = await startTranslationStandIn('deepl');
    ctx = await createTestApp({
      seed: false,
      env: { DEEPL_API_KEY: 'cle-de-test:fx', DEEPL_API_URL: deepl.url, DEEPL_GLOSSARY_ID: 'glossaire-marques' },
    });
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await deepl.close();
  });

  it('sends the key, the formal register, the glossary and keeps placeholders, brand and INCI names out of translation', async () => {
    const response = await translate(ctx, admin, {
      texts: ['Bonjour {{prenom}}, découvrez Maison Orcaviar & son ACIPENSER BAERII EGG EXTRACT.', '', 'Panier'],
      target: 'de',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      fournisseur: 'deepl',
      datas: [
        '[DE] Bonjour {{prenom}}, découvrez Maison Orcaviar & son ACIPENSER BAERII EGG EXTRACT.',
        '',
        '[DE] Panier',
      ],
    });
    const [call] = deepl.received;
    expect(call!.path).toBe('/v2/translate');
    expect(call!.headers.authorization).toBe('DeepL-Auth-Key cle-de-test:fx');
    expect(call!.body).toEqual({
      // The blank text is not sent.
      text: [
        'Bonjour <keep>{{prenom}}</keep>, découvrez <keep>Maison Orcaviar</keep> &amp; son <keep>ACIPENSER BAERII EGG EXTRACT</keep>.',
        'Panier',
      ],
      source_lang: 'FR',
      target_lang: 'DE',
      tag_handling: 'xml',
      ignore_tags: ['keep'],
      formality: 'more',
      glossary_id: 'glossaire-marques',
    });
  });

  it('asks British English without a register (DeepL has none for English)', async () => {
    await translate(ctx, admin, { texts: ['Votre compte'], target: 'en' });
    const call = deepl.received.at(-1)!;
    expect(call.body.target_lang).toBe('EN-GB');
    expect(call.body).not.toHaveProperty('formality');
  });

  it('answers the provider’s refusals in the error envelope: quota and rate 503, key 502, failure 503', async () => {
    for (const [status, expected] of [
      [456, 503],
      [429, 503],
      [403, 502],
      [500, 503],
      [502, 503],
      [400, 502],
    ] as const) {
      deepl.answer(status);
      const response = await translate(ctx, admin, { texts: ['Bonjour'], target: 'es' });
      expect(response.statusCode, `${status}`).toBe(expected);
      expect(response.json()).toMatchObject({
        code: expected,
        message: expect.stringMatching(/service de traduction/u),
      });
    }
    deepl.answer(200);
  });

  it('checks the body: 50 texts at most, 5,000 characters each, a target other than French', async () => {
    const calls = deepl.received.length;
    expect((await translate(ctx, admin, { texts: Array(51).fill('a'), target: 'en' })).statusCode).toBe(400);
    expect((await translate(ctx, admin, { texts: ['a'.repeat(5_001)], target: 'en' })).statusCode).toBe(400);
    expect((await translate(ctx, admin, { texts: ['a'], target: 'fr' })).statusCode).toBe(400);
    expect((await translate(ctx, admin, { texts: [], target: 'en' })).statusCode).toBe(400);
    expect((await translate(ctx, admin, { texts: ['a'], source: 'en', target: 'de' })).statusCode).toBe(400);
    expect(deepl.received.length).toBe(calls);
  });

  it('refuses a body over DeepL’s own request size (128 KiB) with 413, before calling the provider', async () => {
    const calls = deepl.received.length;
    // 40 texts of 2,000 accented letters (4,000 bytes) each pass the per-text checks, 160 KB together.
    const response = await translate(ctx, admin, { texts: Array(40).fill('é'.repeat(2_000)), target: 'en' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413, message: expect.any(String), errors: {} });
    expect(deepl.received.length).toBe(calls);
  });

  it('answers 429 past 30 suggestions a minute per translator, and counts each translator apart', async () => {
    const busy = (await signUpStaff(ctx, ['user', 'admin'])).token;
    const statuses: number[] = [];
    for (let call = 0; call < 31; call += 1) {
      statuses.push((await translate(ctx, busy, { texts: ['Bonjour'], target: 'en' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const refused = await translate(ctx, busy, { texts: ['Bonjour'], target: 'en' });
    expect(refused.json()).toMatchObject({ code: 429, message: expect.any(String) });
    // Another translator is not held back by the first one's calls.
    const other = (await signUpStaff(ctx, ['user', 'admin'])).token;
    expect((await translate(ctx, other, { texts: ['Bonjour'], target: 'en' })).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const customer = await signUp(ctx, { prenom: 'Léa', nom: 'Martin', mail: 'lea.deepl@exemple.fr' });
    expect((await translate(ctx, null, { texts: ['a'], target: 'en' })).statusCode).toBe(401);
    expect((await translate(ctx, customer.token, { texts: ['a'], target: 'en' })).statusCode).toBe(403);
  });
});

describe('machine translation through LibreTranslate', () => {
  let ctx: TestContext;
  let libre: Awaited<ReturnType<typeof startTranslationStandIn>>;
  let admin: string;

  beforeAll(async () => {
    libre = await startTranslationStandIn('libretranslate');
    ctx = await createTestApp({
      seed: false,
      env: { LIBRETRANSLATE_URL: `${libre.url}/`, LIBRETRANSLATE_API_KEY: 'cle-libre' },
    });
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await libre.close();
  });

  it('sends HTML with the kept names marked not to translate, and the key in the body', async () => {
    const response = await translate(ctx, admin, { texts: ['{{count}} soins Orcaviar'], target: 'es' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      fournisseur: 'libretranslate',
      datas: ['[ES] {{count}} soins Orcaviar'],
    });
    expect(libre.received[0]).toMatchObject({
      path: '/translate',
      body: {
        q: ['<span translate="no">{{count}}</span> soins <span translate="no">Orcaviar</span>'],
        source: 'fr',
        target: 'es',
        format: 'html',
        api_key: 'cle-libre',
      },
    });
    libre.answer(503);
    expect((await translate(ctx, admin, { texts: ['Bonjour'], target: 'es' })).statusCode).toBe(503);
  });
});

describe('machine translation without a provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers 503 with how to configure one', async () => {
    const admin = await signUpStaff(ctx, ['user', 'admin']);
    const response = await translate(ctx, admin.token, { texts: ['Bonjour'], target: 'en' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 503,
      message: 'Aucun service de traduction automatique n’est configuré (DEEPL_API_KEY ou LIBRETRANSLATE_URL).',
      errors: {},
      reason: 'machine_translation_unconfigured',
      fieldReasons: {},
      requestId: expect.any(String),
    });
  });
});

describe('translation adapters', () => {
  it('picks DeepL’s free endpoint for a key ending in :fx, the pro one otherwise', () => {
    expect(deeplBaseUrl('abc:fx')).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('abc')).toBe('https://api.deepl.com');
  });

  it('escapes markup and protects ICU placeholders too', () => {
    expect(protect('<b> {nom} AQUA', [], '<k>', '</k>')).toBe('&lt;b&gt; <k>{nom}</k> <k>AQUA</k>');
  });
});
