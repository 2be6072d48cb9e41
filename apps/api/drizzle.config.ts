import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate -w @boutique/api`) and committed;
// the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
