import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: two tables of commerce's that are
 * not Payload collections (decision 044).
 *
 * `payment_events`: every provider notification acted on, one row per
 * provider and event id. Inserting with `ON CONFLICT DO NOTHING` is how a
 * redelivery is recognised, so the pair is the primary key.
 *
 * `order_numbers`: one row per year, its last sequence taken by an order's
 * transaction with `INSERT … ON CONFLICT DO UPDATE SET last = last + 1 RETURNING last`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "payment_events" (
    "provider" varchar(20) NOT NULL,
    "event_id" varchar(255) NOT NULL,
    "order_number" varchar(20) NOT NULL,
    "outcome" varchar(20) NOT NULL,
    "amount_minor" bigint NOT NULL,
    "currency" char(3) NOT NULL,
    "received_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    PRIMARY KEY ("provider", "event_id")
  );
  CREATE INDEX "payment_events_order_number_idx" ON "payment_events" USING btree ("order_number");
  CREATE TABLE "order_numbers" (
    "year" integer PRIMARY KEY CHECK ("year" BETWEEN 2000 AND 9999),
    "last" integer NOT NULL CHECK ("last" >= 1)
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "payment_events"; DROP TABLE IF EXISTS "order_numbers";`)
}
