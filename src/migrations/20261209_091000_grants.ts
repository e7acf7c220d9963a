import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_grants_stage" AS ENUM('prospect', 'inquiry', 'application', 'awarded', 'declined', 'reporting', 'closed');
  CREATE TYPE "public"."enum_grant_stage_moves_from" AS ENUM('prospect', 'inquiry', 'application', 'awarded', 'declined', 'reporting', 'closed');
  CREATE TYPE "public"."enum_grant_stage_moves_to" AS ENUM('prospect', 'inquiry', 'application', 'awarded', 'declined', 'reporting', 'closed');
  CREATE TYPE "public"."enum_grant_deadlines_kind" AS ENUM('inquiry', 'application', 'report', 'other');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailGrantReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailGrantReminders' BEFORE 'schedulePublish';
  CREATE TABLE "grants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"funder_id" integer NOT NULL,
  	"program" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"stage" "enum_grants_stage" DEFAULT 'prospect' NOT NULL,
  	"amount_asked" numeric NOT NULL,
  	"amount_awarded" numeric,
  	"owner_id" integer NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "grant_stage_moves" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"grant_id" integer NOT NULL,
  	"from" "enum_grant_stage_moves_from",
  	"to" "enum_grant_stage_moves_to" NOT NULL,
  	"by_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "grant_deadlines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"grant_id" integer NOT NULL,
  	"kind" "enum_grant_deadlines_kind" NOT NULL,
  	"due" varchar NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "grant_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"grant_id" integer NOT NULL,
  	"file_name" varchar NOT NULL,
  	"object" varchar NOT NULL,
  	"content_type" varchar NOT NULL,
  	"bytes" numeric NOT NULL,
  	"added_by_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grants_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grant_stage_moves_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grant_deadlines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grant_documents_id" integer;
  ALTER TABLE "grants" ADD CONSTRAINT "grants_funder_id_contacts_id_fk" FOREIGN KEY ("funder_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grants" ADD CONSTRAINT "grants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grant_stage_moves" ADD CONSTRAINT "grant_stage_moves_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grant_stage_moves" ADD CONSTRAINT "grant_stage_moves_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grant_deadlines" ADD CONSTRAINT "grant_deadlines_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grant_documents" ADD CONSTRAINT "grant_documents_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grant_documents" ADD CONSTRAINT "grant_documents_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "grants_funder_idx" ON "grants" USING btree ("funder_id");
  CREATE INDEX "grants_year_idx" ON "grants" USING btree ("year");
  CREATE INDEX "grants_stage_idx" ON "grants" USING btree ("stage");
  CREATE INDEX "grants_owner_idx" ON "grants" USING btree ("owner_id");
  CREATE INDEX "grants_updated_at_idx" ON "grants" USING btree ("updated_at");
  CREATE INDEX "grants_created_at_idx" ON "grants" USING btree ("created_at");
  CREATE INDEX "grant_stage_moves_grant_idx" ON "grant_stage_moves" USING btree ("grant_id");
  CREATE INDEX "grant_stage_moves_by_idx" ON "grant_stage_moves" USING btree ("by_id");
  CREATE INDEX "grant_stage_moves_updated_at_idx" ON "grant_stage_moves" USING btree ("updated_at");
  CREATE INDEX "grant_stage_moves_created_at_idx" ON "grant_stage_moves" USING btree ("created_at");
  CREATE INDEX "grant_deadlines_grant_idx" ON "grant_deadlines" USING btree ("grant_id");
  CREATE INDEX "grant_deadlines_due_idx" ON "grant_deadlines" USING btree ("due");
  CREATE INDEX "grant_deadlines_updated_at_idx" ON "grant_deadlines" USING btree ("updated_at");
  CREATE INDEX "grant_deadlines_created_at_idx" ON "grant_deadlines" USING btree ("created_at");
  CREATE INDEX "grant_documents_grant_idx" ON "grant_documents" USING btree ("grant_id");
  CREATE UNIQUE INDEX "grant_documents_object_idx" ON "grant_documents" USING btree ("object");
  CREATE INDEX "grant_documents_added_by_idx" ON "grant_documents" USING btree ("added_by_id");
  CREATE INDEX "grant_documents_updated_at_idx" ON "grant_documents" USING btree ("updated_at");
  CREATE INDEX "grant_documents_created_at_idx" ON "grant_documents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grants_fk" FOREIGN KEY ("grants_id") REFERENCES "public"."grants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grant_stage_moves_fk" FOREIGN KEY ("grant_stage_moves_id") REFERENCES "public"."grant_stage_moves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grant_deadlines_fk" FOREIGN KEY ("grant_deadlines_id") REFERENCES "public"."grant_deadlines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grant_documents_fk" FOREIGN KEY ("grant_documents_id") REFERENCES "public"."grant_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_grants_id_idx" ON "payload_locked_documents_rels" USING btree ("grants_id");
  CREATE INDEX "payload_locked_documents_rels_grant_stage_moves_id_idx" ON "payload_locked_documents_rels" USING btree ("grant_stage_moves_id");
  CREATE INDEX "payload_locked_documents_rels_grant_deadlines_id_idx" ON "payload_locked_documents_rels" USING btree ("grant_deadlines_id");
  CREATE INDEX "payload_locked_documents_rels_grant_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("grant_documents_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "grants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grant_stage_moves" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grant_deadlines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grant_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "grants" CASCADE;
  DROP TABLE "grant_stage_moves" CASCADE;
  DROP TABLE "grant_deadlines" CASCADE;
  DROP TABLE "grant_documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grants_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grant_stage_moves_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grant_deadlines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grant_documents_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'sendGiftAcknowledgement', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'rollUpPageViews', 'mailContactFollowUps', 'sendMailing', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'sendGiftAcknowledgement', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'rollUpPageViews', 'mailContactFollowUps', 'sendMailing', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_grants_id_idx";
  DROP INDEX "payload_locked_documents_rels_grant_stage_moves_id_idx";
  DROP INDEX "payload_locked_documents_rels_grant_deadlines_id_idx";
  DROP INDEX "payload_locked_documents_rels_grant_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grants_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grant_stage_moves_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grant_deadlines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grant_documents_id";
  DROP TYPE "public"."enum_grants_stage";
  DROP TYPE "public"."enum_grant_stage_moves_from";
  DROP TYPE "public"."enum_grant_stage_moves_to";
  DROP TYPE "public"."enum_grant_deadlines_kind";`)
}
