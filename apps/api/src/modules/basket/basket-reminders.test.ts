import { randomUUID } from 'node:crypto';
import { calculateShopDay, type Locale } from '@boutique/domain';
import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declinaisons, newsletters, outbox, paniers, paniersDeclinaisons, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { createBasketReminders, type BasketReminders } from './basket-reminders.ts';
import { queuedUnder } from '../../test/outbox.ts';

const HOUR_MS = 3_600_000;

describe('basket reminders', () => {
  let ctx: TestContext;
  let reminders: BasketReminders;
  let admin = '';
  let variant = { id: 0, prix_ttc: 0 };

  /** A customer with a basket of two units left `hoursAgo`; `consents`: a confirmed newsletter subscription. */
  const customerWithBasket = async (options: {
    hoursAgo: number;
    consents?: boolean;
    langue?: Locale;
    scopes?: string[];
  }) => {
    const { userId, mail } = await signUpCustomer(ctx, options.scopes);
    const { db } = ctx.database;
    await db
      .update(users)
      .set({ newsletters: options.consents ?? true, langue: options.langue ?? 'fr' })
      .where(eq(users.id, userId));
    if (options.consents ?? true) {
      await db
        .insert(newsletters)
        .values({ mail, user_id: userId, confirme: new Date(), langue: options.langue ?? 'fr' });
    }
    const hash = randomUUID();
    const [basket] = await db
      .insert(paniers)
      .values({ hash, user_id: userId, updated: new Date(Date.now() - options.hoursAgo * HOUR_MS) })
      .returning();
    await db.insert(paniersDeclinaisons).values({ panier_id: basket!.id, declinaison_id: variant.id, qtt: 2 });
    return { userId, mail, hash };
  };
  const mailsOf = (hash: string) => queuedUnder(ctx, `relance-panier:${hash}`);
  const setReminders = (on: boolean, hours = 24) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reglages/relances',
      headers: { authorization: `Bearer ${admin}` },
      payload: { relance_panier_active: on, relance_panier_heures: hours },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    const [first] = await ctx.database.db
      .select({ id: declinaisons.id, prix_ttc: declinaisons.prix_ttc })
      .from(declinaisons)
      .where(isNotNull(declinaisons.stock))
      .orderBy(asc(declinaisons.id))
      .limit(1);
    variant = first!;
    await ctx.database.db.update(declinaisons).set({ stock: 50 }).where(eq(declinaisons.id, variant.id));
    reminders = createBasketReminders({
      db: ctx.database.db,
      catalogue: ctx.app.catalogue,
      mails: { nudge: async () => {} } as never,
      publicUrl: 'https://boutique.example',
    });
  }, 60_000);
  afterAll(() => ctx.close());

  it('sends nothing until the shop turns reminders on', async () => {
    const left = await customerWithBasket({ hoursAgo: 30 });
    expect(await reminders.remind()).toBe(0);
    expect(await mailsOf(left.hash)).toHaveLength(0);
  });

  it('mails a consenting customer once, in their language, with today’s prices and an unsubscribe link', async () => {
    expect((await setReminders(true, 24)).statusCode).toBe(200);
    const english = await customerWithBasket({ hoursAgo: 30, langue: 'en' });
    const tooSoon = await customerWithBasket({ hoursAgo: 2 });
    const noConsent = await customerWithBasket({ hoursAgo: 30, consents: false });
    const staff = await customerWithBasket({ hoursAgo: 30, scopes: ['user', 'admin'] });
    const boughtSince = await customerWithBasket({ hoursAgo: 30 });
    await insertPaidOrder(ctx.database.db, boughtSince.userId, { payee: new Date(Date.now() - HOUR_MS) });

    // Two processes at once still send one mail a basket.
    await Promise.all([reminders.remind(), reminders.remind()]);
    const [mail, ...more] = await mailsOf(english.hash);
    expect(more).toHaveLength(0);
    expect(mail!.destinataire).toBe(english.mail);
    expect(mail!.sujet).toBe('Your basket is waiting at Maison Orcaviar');
    expect(mail!.texte).toContain('× 2:');
    expect(mail!.texte).toMatch(/€/u);
    const [subscriber] = await ctx.database.db.select().from(newsletters).where(eq(newsletters.mail, english.mail));
    expect(mail!.texte).toContain(
      `https://boutique.example/en/newsletter/desinscription/${subscriber!.desinscription}`,
    );
    expect(mail!.entetes).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    for (const other of [tooSoon, noConsent, staff, boughtSince]) expect(await mailsOf(other.hash)).toHaveLength(0);

    // Never twice for a basket, even changed and left again.
    await ctx.database.db
      .update(paniers)
      .set({ updated: new Date(Date.now() - 26 * HOUR_MS) })
      .where(eq(paniers.hash, english.hash));
    expect(await reminders.remind()).toBe(0);
    expect(await mailsOf(english.hash)).toHaveLength(1);
  });

  it('counts the baskets paid after their reminder and the revenue they brought', async () => {
    const recovered = await customerWithBasket({ hoursAgo: 40 });
    await reminders.remind();
    expect(await mailsOf(recovered.hash)).toHaveLength(1);
    await insertPaidOrder(ctx.database.db, recovered.userId, {
      panier_hash: recovered.hash,
      payee: new Date(Date.now() + 1_000),
      total_ttc: 24_690,
    });
    const today = calculateShopDay(new Date());
    const answer = await ctx.app.inject({
      url: `/api/admin/relances-panier?du=${today}&au=${today}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(like(outbox.cle, 'relance-panier:%')));
    expect(answer.json()).toEqual({ code: 200, envoyees: sent.length, recuperes: 1, chiffre_affaires: 24_690 });
  });
});
