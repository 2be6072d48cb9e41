import type { ImportReport } from '@boutique/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer } from '../security/security-fixtures.ts';
import { signUpCustomer } from './payment-fixtures.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** A CSV file of the back office (`catalogue`, `stocks`) as staff download it and post it back. */
export function csvFileClient(ctx: TestContext, token: string, name: 'catalogue' | 'stocks') {
  const importCsv = (body: string | Buffer, mode: 'essai' | 'application' = 'essai') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/${name}/import?mode=${mode}`,
      headers: { ...bearer(token), 'content-type': 'text/csv' },
      payload: body,
    });
  return {
    async exportCsv() {
      const answer = await ctx.app.inject({ url: `/api/admin/${name}.csv`, headers: bearer(token) });
      expect(answer.statusCode).toBe(200);
      return answer.body;
    },
    importCsv,
    /** The import's report, the call expected to succeed. */
    async report(body: string | Buffer, mode: 'essai' | 'application' = 'essai') {
      const answer = await importCsv(body, mode);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<ImportReport>();
    },
  };
}

export type CsvFileClient = ReturnType<typeof csvFileClient>;

/**
 * For a describe block: its own app, a staff member signed in, and the file's client. The handles
 * are filled before the block's tests run.
 */
export function useCsvFiles(name: 'catalogue' | 'stocks'): { ctx: TestContext } & CsvFileClient {
  const files = {} as { ctx: TestContext } & CsvFileClient;
  beforeAll(async () => {
    const ctx = await createTestApp();
    const { token } = await signUpCustomer(ctx, ['user', 'admin']);
    Object.assign(files, { ctx }, csvFileClient(ctx, token, name));
  }, 60_000);
  afterAll(() => files.ctx?.close());
  return files;
}
