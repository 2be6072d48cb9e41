import { AddressListSchema } from '@boutique/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';

describe('addresses', () => {
  let ctx: TestContext;
  let count = 0;
  const signUp = async () => {
    const { token } = await signUpThroughMail(
      ctx,
      { prenom: 'Paul', nom: 'Adresse', mail: `adresse.${(count += 1)}@exemple.fr`, password: 'adresses-du-soir-2026' },
      { remoteAddress: `10.50.${count}.1` },
    );
    return token.access_token;
  };
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const home = { prenom: 'Paul', nom: 'Martin', ligne1: '12 rue des Lilas', code_postal: '75011', ville: 'Paris' };

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('creates, edits and deletes the customer’s addresses, with exclusive defaults', async () => {
    const token = await signUp();
    const first = (await call(token, 'POST', '/api/adresses', { ...home, livraison_defaut: true })).json().data;
    expect(first).toMatchObject({ pays: 'FR', livraison_defaut: true });
    const second = (
      await call(token, 'POST', '/api/adresses', {
        ...home,
        ligne1: '3 quai Voltaire',
        livraison_defaut: true,
        facturation_defaut: true,
      })
    ).json().data;
    let list = AddressListSchema.parse((await call(token, 'GET', '/api/adresses/me')).json()).datas;
    expect(list.filter((address) => address.livraison_defaut).map((address) => address.id)).toEqual([second.id]);
    expect(
      (await call(token, 'PUT', `/api/adresses/${first.id}`, { ...home, ville: 'Lyon', livraison_defaut: true })).json()
        .data.ville,
    ).toBe('Lyon');
    list = AddressListSchema.parse((await call(token, 'GET', '/api/adresses/me')).json()).datas;
    expect(list.find((address) => address.livraison_defaut)?.id).toBe(first.id);
    expect((await call(token, 'DELETE', `/api/adresses/${second.id}`)).json()).toEqual({ code: 200, delete: true });
    expect(AddressListSchema.parse((await call(token, 'GET', '/api/adresses/me')).json()).datas).toHaveLength(1);
  });

  it('answers every signed-in call with no-store, so no cache keeps a customer’s data', async () => {
    const token = await signUp();
    for (const url of ['/api/adresses/me', '/api/users/me', '/api/commandes/me', '/api/produits']) {
      expect((await call(token, 'GET', url)).headers['cache-control'], url).toBe('no-store');
    }
    expect((await ctx.app.inject('/api/produits')).headers['cache-control']).not.toBe('no-store');
  });

  it('explains invalid fields', async () => {
    const token = await signUp();
    const response = await call(token, 'POST', '/api/adresses', {
      prenom: '',
      nom: 'X',
      ligne1: '',
      code_postal: '!',
      ville: 'Paris',
      pays: 'France',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['code_postal', 'ligne1', 'pays', 'prenom']);
  });

  it('keeps one customer’s addresses from another', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const address = (await call(owner, 'POST', '/api/adresses', home)).json().data;
    expect((await call(intruder, 'PUT', `/api/adresses/${address.id}`, home)).statusCode).toBe(404);
    expect((await call(intruder, 'DELETE', `/api/adresses/${address.id}`)).statusCode).toBe(404);
    const theirs = await call(intruder, 'GET', '/api/adresses/me');
    expect(theirs.json().datas).toEqual([]);
    expect(theirs.body).not.toContain('Lilas');
  });
});
