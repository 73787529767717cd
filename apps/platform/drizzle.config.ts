import { defineConfig } from 'drizzle-kit';

// The TypeScript schema is the source; `npm run db:generate` writes the next migration (SQL, snapshot and
// journal) into src/db/migrations, which the platform applies at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/platform/src/db/schema/index.ts',
  out: './apps/platform/src/db/migrations',
});
