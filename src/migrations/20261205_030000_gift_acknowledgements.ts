import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendGiftAcknowledgement' BEFORE 'settleMemberships';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendGiftAcknowledgement' BEFORE 'settleMemberships';
  CREATE TABLE "gift_acknowledgements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"legal_name" varchar DEFAULT 'Vernissage Arts Society' NOT NULL,
  	"tax_number" varchar,
  	"deductibility" varchar DEFAULT 'Your gift is tax-deductible to the extent allowed by law. Please keep this acknowledgement for your records.' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "gift_acknowledgements" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
