import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The 800 px size of the library's images and the `makeMissingImageSizes` task that makes it for images stored
 * before (decision 079, "Next step (stop 49)").
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'makeMissingImageSizes' BEFORE 'sweepStrayImageFiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'makeMissingImageSizes' BEFORE 'sweepStrayImageFiles';
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_filename" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_filename" varchar;
  CREATE INDEX "images_sizes_webp800_sizes_webp800_filename_idx" ON "images" USING btree ("sizes_webp800_filename");
  CREATE INDEX "images_sizes_avif800_sizes_avif800_filename_idx" ON "images" USING btree ("sizes_avif800_filename");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'sendGiftAcknowledgement', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'rollUpPageViews', 'mailContactFollowUps', 'mailGrantReminders', 'sendMailing', 'watchUnreadMessages', 'mailUnreadMessages', 'runImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'sendGiftAcknowledgement', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'rollUpPageViews', 'mailContactFollowUps', 'mailGrantReminders', 'sendMailing', 'watchUnreadMessages', 'mailUnreadMessages', 'runImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "images_sizes_webp800_sizes_webp800_filename_idx";
  DROP INDEX "images_sizes_avif800_sizes_avif800_filename_idx";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_url";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_width";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_height";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_filename";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_url";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_width";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_height";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_filename";`)
}
