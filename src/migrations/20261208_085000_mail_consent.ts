import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: the comms domain's consent tables
 * (decision 090), kept by email so a person without an account has them too.
 * `mail_preferences` holds the topics a person chose (no row: every topic);
 * `mail_suppressions` the addresses no marketing mail goes to, each with why.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "mail_preferences" (
    "email" text PRIMARY KEY CHECK ("email" = lower("email")),
    "topics" text[] NOT NULL,
    "updated_at" timestamptz NOT NULL DEFAULT now()
  );

  CREATE TABLE "mail_suppressions" (
    "id" serial PRIMARY KEY,
    "email" text NOT NULL UNIQUE CHECK ("email" = lower("email")),
    "reason" text NOT NULL CHECK ("reason" IN ('unsubscribed', 'hard-bounce', 'complaint')),
    "mailing" text,
    "note" text,
    "created_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX "mail_suppressions_created_at_idx" ON "mail_suppressions" ("created_at");
  CREATE INDEX "mail_suppressions_mailing_idx" ON "mail_suppressions" ("mailing") WHERE "mailing" IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "mail_suppressions";
  DROP TABLE "mail_preferences";
  `)
}
