import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_lines_renews" AS ENUM('year');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'stopAskedRenewals' BEFORE 'renewYearlyGifts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'stopAskedRenewals' BEFORE 'renewYearlyGifts';
  ALTER TABLE "orders_lines" ADD COLUMN "renews" "enum_orders_lines_renews";
  ALTER TABLE "orders" ADD COLUMN "subscription_reference" varchar;
  ALTER TABLE "orders" ADD COLUMN "renewal_of_id" integer;
  ALTER TABLE "orders" ADD COLUMN "renewals_stop_asked_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "renewals_stopped_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_renewal_of_id_orders_id_fk" FOREIGN KEY ("renewal_of_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_subscription_reference_idx" ON "orders" USING btree ("subscription_reference");
  CREATE INDEX "orders_renewal_of_idx" ON "orders" USING btree ("renewal_of_id");
  ALTER TABLE "yearly_gifts" DROP COLUMN "provider_reference";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_renewal_of_id_orders_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'renewYearlyGifts', 'sendGiftThankYou');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'renewYearlyGifts', 'sendGiftThankYou');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "orders_subscription_reference_idx";
  DROP INDEX "orders_renewal_of_idx";
  ALTER TABLE "yearly_gifts" ADD COLUMN "provider_reference" varchar;
  ALTER TABLE "orders_lines" DROP COLUMN "renews";
  ALTER TABLE "orders" DROP COLUMN "subscription_reference";
  ALTER TABLE "orders" DROP COLUMN "renewal_of_id";
  ALTER TABLE "orders" DROP COLUMN "renewals_stop_asked_at";
  ALTER TABLE "orders" DROP COLUMN "renewals_stopped_at";
  DROP TYPE "public"."enum_orders_lines_renews";`)
}
