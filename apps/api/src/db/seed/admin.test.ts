import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { ensureAdmin } from './admin.ts';

describe('the first staff account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  it('is made without a made-up name, so the back office names it by its mail, once', async () => {
    const made = await ensureAdmin(ctx.database.db, { email: 'Gerante@Orcaviar.example', password: 'x'.repeat(16) });
    expect(made).toEqual({ email: 'gerante@orcaviar.example', password: null });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.mail, 'gerante@orcaviar.example'));
    expect(row).toMatchObject({ prenom: '', nom: '', scopes: ['user', 'admin'] });
    expect(await ensureAdmin(ctx.database.db, { email: 'autre@orcaviar.example' })).toBeNull();
  });
});
