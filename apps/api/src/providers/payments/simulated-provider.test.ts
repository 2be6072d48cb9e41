import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSimulatedIntent } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSimulatedProvider } from './simulated-provider.ts';

describe('the simulated provider’s refunds', () => {
  let ctx: TestContext;
  let provider: ReturnType<typeof createSimulatedProvider>;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    provider = createSimulatedProvider(ctx.database.db);
  });
  afterAll(() => ctx.close());

  it('refunds once per shop refund, whatever the key, even asked at once', async () => {
    const intentId = await insertSimulatedIntent(ctx, { amount: 10_000, metadata: {}, status: 'succeeded' });
    // As at Stripe after its key expired: the same refund record asked again under other keys.
    const answers = await Promise.all(
      ['cle-1', 'cle-2', 'cle-3'].map((key) =>
        provider.refund({ intentId, amount: 3_000, idempotencyKey: key, recordId: 41 }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const intent = await provider.retrieveIntent(intentId);
    expect(intent!.metadata).toMatchObject({ refund_amount: '3000' });
    expect(JSON.parse(intent!.metadata.refunds!)).toEqual([
      expect.objectContaining({ id: answers[0]!.id, amount: 3_000, record: '41' }),
    ]);

    // Another record is another refund.
    const other = await provider.refund({ intentId, amount: 2_000, idempotencyKey: 'cle-4', recordId: 42 });
    expect(other.id).not.toBe(answers[0]!.id);
    expect((await provider.retrieveIntent(intentId))!.metadata.refund_amount).toBe('5000');
  });
});
