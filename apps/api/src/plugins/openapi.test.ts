import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[]; responses?: object }>>;
}

describe('the API document', () => {
  let ctx: TestContext;
  let document: OpenApiDocument;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    expect((await ctx.app.inject('/api/openapi.json')).statusCode).toBe(401);
    const staff = await signUpCustomer(ctx, ['user', 'admin']);
    const response = await ctx.app.inject({
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => ctx.close());

  it('is a valid OpenAPI 3.1 document, for staff only', async () => {
    expect(document.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(document) as never);
  });

  it('describes every API route with a schema', () => {
    const apiRoutes = ctx.app.routeList.filter(
      (route) => route.method !== 'HEAD' && route.url.startsWith('/api/') && route.url !== '/api/openapi.json',
    );
    const undescribed = apiRoutes.filter(({ method, url }) => {
      const path = url.replace(/:(\w+)/gu, '{$1}');
      const operation = document.paths[path]?.[method.toLowerCase()];
      return !operation || (!operation.requestBody && !operation.parameters && !hasSchema(operation.responses));
    });
    expect(undescribed.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });
});

const hasSchema = (responses: object | undefined) =>
  Object.values(responses ?? {}).some((answer) => JSON.stringify(answer).includes('"schema"'));
