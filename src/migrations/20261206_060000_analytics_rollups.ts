import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_analytics_events_device" AS ENUM('desktop', 'mobile', 'tablet', 'bot');
  CREATE TYPE "public"."enum_analytics_events_browser" AS ENUM('Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera', 'other');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'rollUpPageViews' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'rollUpPageViews' BEFORE 'schedulePublish';
  ALTER TABLE "analytics_events" ADD COLUMN "device" "enum_analytics_events_device";
  ALTER TABLE "analytics_events" ADD COLUMN "browser" "enum_analytics_events_browser";`)
  // By hand, no snapshot: the analytics domain's roll-ups, kept by its job (decision 084), not a Payload collection.
  await db.execute(sql`
  CREATE TABLE "analytics_rollups" (
    "grain" text NOT NULL CHECK ("grain" IN ('day', 'month')),
    "day" date NOT NULL,
    "dimension" text NOT NULL,
    "value" text NOT NULL,
    "views" integer NOT NULL,
    "visitors" integer NOT NULL,
    PRIMARY KEY ("dimension", "grain", "day", "value")
  );
  CREATE TABLE "analytics_rollup_state" (
    "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
    "through_event" integer NOT NULL,
    "rolled_at" timestamp(3) with time zone NOT NULL
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "analytics_rollup_state"; DROP TABLE "analytics_rollups";`)
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'sendGiftAcknowledgement', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'sendGiftAcknowledgement', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "analytics_events" DROP COLUMN "device";
  ALTER TABLE "analytics_events" DROP COLUMN "browser";
  DROP TYPE "public"."enum_analytics_events_device";
  DROP TYPE "public"."enum_analytics_events_browser";`)
}
