import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_os_guide_exports_status" AS ENUM('queued', 'running', 'done', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'exportOpenStudiosGuide';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'exportOpenStudiosGuide';
  CREATE TABLE "os_guide_exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"season_id" integer NOT NULL,
  	"status" "enum_os_guide_exports_status" DEFAULT 'queued' NOT NULL,
  	"done" numeric DEFAULT 0 NOT NULL,
  	"total" numeric DEFAULT 0 NOT NULL,
  	"object" varchar,
  	"bytes" numeric,
  	"started_by_id" integer,
  	"finished_at" timestamp(3) with time zone,
  	"problem" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "os_guide_exports_id" integer;
  ALTER TABLE "os_guide_exports" ADD CONSTRAINT "os_guide_exports_season_id_os_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."os_seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_guide_exports" ADD CONSTRAINT "os_guide_exports_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "os_guide_exports_season_idx" ON "os_guide_exports" USING btree ("season_id");
  CREATE INDEX "os_guide_exports_status_idx" ON "os_guide_exports" USING btree ("status");
  CREATE INDEX "os_guide_exports_started_by_idx" ON "os_guide_exports" USING btree ("started_by_id");
  CREATE INDEX "os_guide_exports_updated_at_idx" ON "os_guide_exports" USING btree ("updated_at");
  CREATE INDEX "os_guide_exports_created_at_idx" ON "os_guide_exports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_os_guide_exports_fk" FOREIGN KEY ("os_guide_exports_id") REFERENCES "public"."os_guide_exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_os_guide_exports_id_idx" ON "payload_locked_documents_rels" USING btree ("os_guide_exports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "os_guide_exports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "os_guide_exports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_os_guide_exports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'settleMemberships', 'mailMembershipNotice');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'settleMemberships', 'mailMembershipNotice');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_os_guide_exports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "os_guide_exports_id";
  DROP TYPE "public"."enum_os_guide_exports_status";`)
}
