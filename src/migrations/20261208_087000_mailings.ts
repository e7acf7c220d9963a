import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMailing' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMailing' BEFORE 'schedulePublish';`)
  // By hand, no snapshot: group mail's mailings and their recipients, rows its job claims one by one (decision 092).
  await db.execute(sql`
  CREATE TABLE "mailings" (
    "id" serial PRIMARY KEY,
    "subject" text NOT NULL,
    "topic" text NOT NULL CHECK ("topic" IN ('news', 'openStudios', 'events', 'giving')),
    "audience_id" integer NOT NULL,
    "blocks" jsonb NOT NULL DEFAULT '[]',
    "state" text NOT NULL DEFAULT 'draft' CHECK ("state" IN ('draft', 'scheduled', 'sending', 'sent')),
    "send_at" timestamp(3) with time zone,
    "rate_per_minute" integer NOT NULL DEFAULT 600 CHECK ("rate_per_minute" BETWEEN 1 AND 600000),
    "materialised_at" timestamp(3) with time zone,
    "started_at" timestamp(3) with time zone,
    "finished_at" timestamp(3) with time zone,
    "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "updated_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX "mailings_state_idx" ON "mailings" ("state", "finished_at");
  CREATE TABLE "mailing_recipients" (
    "mailing_id" integer NOT NULL REFERENCES "mailings"("id") ON DELETE CASCADE,
    "email" text NOT NULL CHECK ("email" = lower("email")),
    "name" text NOT NULL DEFAULT '',
    "user_id" integer,
    "state" text NOT NULL DEFAULT 'queued'
      CHECK ("state" IN ('queued', 'skipped', 'sending', 'sent', 'failed', 'unknown')),
    "reason" text,
    "message_id" text,
    "updated_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    PRIMARY KEY ("mailing_id", "email")
  );
  CREATE INDEX "mailing_recipients_state_idx" ON "mailing_recipients" ("mailing_id", "state");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "mailing_recipients"; DROP TABLE "mailings";`)
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'sendGiftAcknowledgement', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'rollUpPageViews', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'sendGiftAcknowledgement', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'rollUpPageViews', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
