import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: the public API's keys (decision
 * 101), a table of the domain's own that Payload does not manage. Only the
 * secret's SHA-256 is kept; a revoked key keeps its row, for the record.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "api_keys" (
    "id" serial PRIMARY KEY,
    "name" text NOT NULL CHECK (length(btrim("name")) BETWEEN 1 AND 100),
    "secret_hash" text NOT NULL UNIQUE,
    "secret_hint" text NOT NULL,
    "requests_per_minute" integer NOT NULL CHECK ("requests_per_minute" BETWEEN 1 AND 10000),
    "origins" text[] NOT NULL DEFAULT '{}',
    "created_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "last_used_at" timestamptz,
    "revoked_at" timestamptz,
    "revoked_by" integer REFERENCES "users" ("id") ON DELETE SET NULL
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "api_keys";`)
}
