import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_provider" AS ENUM('test', 'stripe', 'manual');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireUnpaidOrders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireUnpaidOrders';
  ALTER TABLE "orders" ADD COLUMN "provider" "enum_orders_provider";
  ALTER TABLE "orders" ADD COLUMN "provider_reference" varchar;
  ALTER TABLE "orders" ADD COLUMN "checkout_attempts" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "attention" varchar;
  ALTER TABLE "payments" ADD COLUMN "reference" varchar;
  CREATE INDEX "orders_expires_at_idx" ON "orders" USING btree ("expires_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "orders_expires_at_idx";
  ALTER TABLE "orders" DROP COLUMN "provider";
  ALTER TABLE "orders" DROP COLUMN "provider_reference";
  ALTER TABLE "orders" DROP COLUMN "checkout_attempts";
  ALTER TABLE "orders" DROP COLUMN "expires_at";
  ALTER TABLE "orders" DROP COLUMN "attention";
  ALTER TABLE "payments" DROP COLUMN "reference";
  DROP TYPE "public"."enum_orders_provider";`)
}
