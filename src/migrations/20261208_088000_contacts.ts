import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_kind" AS ENUM('person', 'organisation');
  CREATE TYPE "public"."enum_contacts_category" AS ENUM('partner', 'sponsor', 'press', 'venue', 'funder', 'supplier');
  CREATE TYPE "public"."enum_contact_interactions_kind" AS ENUM('call', 'meeting', 'email', 'note');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailContactFollowUps' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailContactFollowUps' BEFORE 'schedulePublish';
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_contacts_kind" DEFAULT 'person' NOT NULL,
  	"category" "enum_contacts_category",
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"notes" varchar,
  	"organisation_id" integer,
  	"role" varchar,
  	"account_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"contact_tags_id" integer
  );
  
  CREATE TABLE "contact_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_interactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer NOT NULL,
  	"kind" "enum_contact_interactions_kind" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"staff_id" integer NOT NULL,
  	"summary" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_follow_ups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer NOT NULL,
  	"due" varchar NOT NULL,
  	"owner_id" integer NOT NULL,
  	"note" varchar,
  	"done_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_tags_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_interactions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_follow_ups_id" integer;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_organisation_id_contacts_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts_rels" ADD CONSTRAINT "contacts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_rels" ADD CONSTRAINT "contacts_rels_contact_tags_fk" FOREIGN KEY ("contact_tags_id") REFERENCES "public"."contact_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_interactions" ADD CONSTRAINT "contact_interactions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_interactions" ADD CONSTRAINT "contact_interactions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_follow_ups" ADD CONSTRAINT "contact_follow_ups_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_follow_ups" ADD CONSTRAINT "contact_follow_ups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contacts_name_idx" ON "contacts" USING btree ("name");
  CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");
  CREATE INDEX "contacts_organisation_idx" ON "contacts" USING btree ("organisation_id");
  CREATE INDEX "contacts_account_idx" ON "contacts" USING btree ("account_id");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE INDEX "contacts_rels_order_idx" ON "contacts_rels" USING btree ("order");
  CREATE INDEX "contacts_rels_parent_idx" ON "contacts_rels" USING btree ("parent_id");
  CREATE INDEX "contacts_rels_path_idx" ON "contacts_rels" USING btree ("path");
  CREATE INDEX "contacts_rels_contact_tags_id_idx" ON "contacts_rels" USING btree ("contact_tags_id");
  CREATE UNIQUE INDEX "contact_tags_name_idx" ON "contact_tags" USING btree ("name");
  CREATE INDEX "contact_tags_updated_at_idx" ON "contact_tags" USING btree ("updated_at");
  CREATE INDEX "contact_tags_created_at_idx" ON "contact_tags" USING btree ("created_at");
  CREATE INDEX "contact_interactions_contact_idx" ON "contact_interactions" USING btree ("contact_id");
  CREATE INDEX "contact_interactions_staff_idx" ON "contact_interactions" USING btree ("staff_id");
  CREATE INDEX "contact_interactions_updated_at_idx" ON "contact_interactions" USING btree ("updated_at");
  CREATE INDEX "contact_interactions_created_at_idx" ON "contact_interactions" USING btree ("created_at");
  CREATE INDEX "contact_follow_ups_contact_idx" ON "contact_follow_ups" USING btree ("contact_id");
  CREATE INDEX "contact_follow_ups_due_idx" ON "contact_follow_ups" USING btree ("due");
  CREATE INDEX "contact_follow_ups_owner_idx" ON "contact_follow_ups" USING btree ("owner_id");
  CREATE INDEX "contact_follow_ups_updated_at_idx" ON "contact_follow_ups" USING btree ("updated_at");
  CREATE INDEX "contact_follow_ups_created_at_idx" ON "contact_follow_ups" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_tags_fk" FOREIGN KEY ("contact_tags_id") REFERENCES "public"."contact_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_interactions_fk" FOREIGN KEY ("contact_interactions_id") REFERENCES "public"."contact_interactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_follow_ups_fk" FOREIGN KEY ("contact_follow_ups_id") REFERENCES "public"."contact_follow_ups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_contact_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_tags_id");
  CREATE INDEX "payload_locked_documents_rels_contact_interactions_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_interactions_id");
  CREATE INDEX "payload_locked_documents_rels_contact_follow_ups_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_follow_ups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_interactions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_follow_ups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "contacts_rels" CASCADE;
  DROP TABLE "contact_tags" CASCADE;
  DROP TABLE "contact_interactions" CASCADE;
  DROP TABLE "contact_follow_ups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_tags_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_interactions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_follow_ups_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'sendGiftAcknowledgement', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'rollUpPageViews', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'sendGiftAcknowledgement', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'mailEventPlaces', 'settleEventWaitingLists', 'makeDailyBackup', 'rollUpPageViews', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_tags_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_interactions_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_follow_ups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_tags_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_interactions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_follow_ups_id";
  DROP TYPE "public"."enum_contacts_kind";
  DROP TYPE "public"."enum_contacts_category";
  DROP TYPE "public"."enum_contact_interactions_kind";`)
}
