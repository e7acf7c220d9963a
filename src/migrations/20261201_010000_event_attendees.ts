import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_event_attendees_place_kind" AS ENUM('rsvp', 'ticket');
  CREATE TYPE "public"."enum_event_attendees_place_status" AS ENUM('confirmed', 'waiting', 'offered', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailEventPlaces' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailEventPlaces' BEFORE 'schedulePublish';
  CREATE TABLE "events_ticket_kinds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price_minor" numeric,
  	"quota" numeric
  );
  
  CREATE TABLE "_events_v_version_ticket_kinds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price_minor" numeric,
  	"quota" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "event_attendees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"kind" "enum_event_attendees_place_kind" NOT NULL,
  	"ticket_kind" varchar,
  	"ticket_label" varchar,
  	"person_id" integer,
  	"name" varchar,
  	"email" varchar NOT NULL,
  	"status" "enum_event_attendees_place_status" NOT NULL,
  	"queued_at" timestamp(3) with time zone,
  	"offer_ends_at" timestamp(3) with time zone,
  	"code" varchar NOT NULL,
  	"order_id" integer,
  	"checked_in_at" timestamp(3) with time zone,
  	"checked_in_by_id" integer,
  	"cancelled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "capacity" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_capacity" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_attendees_id" integer;
  ALTER TABLE "events_ticket_kinds" ADD CONSTRAINT "events_ticket_kinds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_ticket_kinds" ADD CONSTRAINT "_events_v_version_ticket_kinds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_checked_in_by_id_users_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_ticket_kinds_order_idx" ON "events_ticket_kinds" USING btree ("_order");
  CREATE INDEX "events_ticket_kinds_parent_id_idx" ON "events_ticket_kinds" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_ticket_kinds_order_idx" ON "_events_v_version_ticket_kinds" USING btree ("_order");
  CREATE INDEX "_events_v_version_ticket_kinds_parent_id_idx" ON "_events_v_version_ticket_kinds" USING btree ("_parent_id");
  CREATE INDEX "event_attendees_event_idx" ON "event_attendees" USING btree ("event_id");
  CREATE INDEX "event_attendees_person_idx" ON "event_attendees" USING btree ("person_id");
  CREATE INDEX "event_attendees_status_idx" ON "event_attendees" USING btree ("status");
  CREATE UNIQUE INDEX "event_attendees_code_idx" ON "event_attendees" USING btree ("code");
  CREATE INDEX "event_attendees_order_idx" ON "event_attendees" USING btree ("order_id");
  CREATE INDEX "event_attendees_checked_in_by_idx" ON "event_attendees" USING btree ("checked_in_by_id");
  CREATE INDEX "event_attendees_updated_at_idx" ON "event_attendees" USING btree ("updated_at");
  CREATE INDEX "event_attendees_created_at_idx" ON "event_attendees" USING btree ("created_at");
  CREATE INDEX "event_startsAt_status_idx" ON "event_attendees" USING btree ("event_id","starts_at","status");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_attendees_fk" FOREIGN KEY ("event_attendees_id") REFERENCES "public"."event_attendees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_attendees_id_idx" ON "payload_locked_documents_rels" USING btree ("event_attendees_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_ticket_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_ticket_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_attendees" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_ticket_kinds" CASCADE;
  DROP TABLE "_events_v_version_ticket_kinds" CASCADE;
  DROP TABLE "event_attendees" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_attendees_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou', 'settleMemberships', 'mailMembershipNotice', 'settleOpenStudiosWaitingLists', 'mailOpenStudiosOffers', 'exportOpenStudiosGuide', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_event_attendees_id_idx";
  ALTER TABLE "events" DROP COLUMN "capacity";
  ALTER TABLE "_events_v" DROP COLUMN "version_capacity";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_attendees_id";
  DROP TYPE "public"."enum_event_attendees_place_kind";
  DROP TYPE "public"."enum_event_attendees_place_status";`)
}
