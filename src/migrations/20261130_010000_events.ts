import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_registration" AS ENUM('none', 'rsvp', 'tickets');
  CREATE TYPE "public"."enum_events_event_status" AS ENUM('draft', 'pending', 'published', 'rejected', 'cancelled');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_registration" AS ENUM('none', 'rsvp', 'tickets');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tag_id" integer,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tag_id" integer,
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"all_day" boolean DEFAULT false,
  	"recurrence" varchar,
  	"exceptions" varchar,
  	"venue_name" varchar,
  	"venue_address" varchar,
  	"venue_latitude" numeric,
  	"venue_longitude" numeric,
  	"online_link" varchar,
  	"picture_id" integer,
  	"registration" "enum_events_registration" DEFAULT 'none',
  	"price_note" varchar,
  	"accessibility" varchar,
  	"organiser_id" integer,
  	"organiser_name" varchar,
  	"status" "enum_events_event_status" DEFAULT 'draft',
  	"rejection_reason" varchar,
  	"sequence" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"event_tags_id" integer
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_all_day" boolean DEFAULT false,
  	"version_recurrence" varchar,
  	"version_exceptions" varchar,
  	"version_venue_name" varchar,
  	"version_venue_address" varchar,
  	"version_venue_latitude" numeric,
  	"version_venue_longitude" numeric,
  	"version_online_link" varchar,
  	"version_picture_id" integer,
  	"version_registration" "enum__events_v_version_registration" DEFAULT 'none',
  	"version_price_note" varchar,
  	"version_accessibility" varchar,
  	"version_organiser_id" integer,
  	"version_organiser_name" varchar,
  	"version_status" "enum_events_event_status" DEFAULT 'draft',
  	"version_rejection_reason" varchar,
  	"version_sequence" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"event_tags_id" integer
  );
  
  CREATE TABLE "event_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tag_id" integer,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tag_id" integer,
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tag_id" integer,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tag_id" integer,
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tag_id" integer,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tag_id" integer,
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tag_id" integer,
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tag_id" integer,
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_tags_id" integer;
  ALTER TABLE "pages_blocks_event_list" ADD CONSTRAINT "pages_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_event_list" ADD CONSTRAINT "pages_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_event_list" ADD CONSTRAINT "_pages_v_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_event_list" ADD CONSTRAINT "_pages_v_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_picture_id_images_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_event_tags_fk" FOREIGN KEY ("event_tags_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_picture_id_images_id_fk" FOREIGN KEY ("version_picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_organiser_id_users_id_fk" FOREIGN KEY ("version_organiser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_event_tags_fk" FOREIGN KEY ("event_tags_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_event_list" ADD CONSTRAINT "home_page_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_event_list" ADD CONSTRAINT "home_page_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_event_list" ADD CONSTRAINT "_home_page_v_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_event_list" ADD CONSTRAINT "_home_page_v_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_event_list" ADD CONSTRAINT "artists_page_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_event_list" ADD CONSTRAINT "artists_page_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_event_list" ADD CONSTRAINT "_artists_page_v_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_event_list" ADD CONSTRAINT "_artists_page_v_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_event_list" ADD CONSTRAINT "art_lover_page_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_event_list" ADD CONSTRAINT "art_lover_page_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_event_list" ADD CONSTRAINT "_art_lover_page_v_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_event_list" ADD CONSTRAINT "_art_lover_page_v_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_event_list" ADD CONSTRAINT "donors_page_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_event_list" ADD CONSTRAINT "donors_page_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_event_list" ADD CONSTRAINT "_donors_page_v_blocks_event_list_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_event_list" ADD CONSTRAINT "_donors_page_v_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_event_list_order_idx" ON "pages_blocks_event_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_event_list_parent_id_idx" ON "pages_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_event_list_path_idx" ON "pages_blocks_event_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_event_list_tag_idx" ON "pages_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "_pages_v_blocks_event_list_order_idx" ON "_pages_v_blocks_event_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_event_list_parent_id_idx" ON "_pages_v_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_event_list_path_idx" ON "_pages_v_blocks_event_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_event_list_tag_idx" ON "_pages_v_blocks_event_list" USING btree ("tag_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");
  CREATE INDEX "events_picture_idx" ON "events" USING btree ("picture_id");
  CREATE INDEX "events_organiser_idx" ON "events" USING btree ("organiser_id");
  CREATE INDEX "events_status_idx" ON "events" USING btree ("status");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_event_tags_id_idx" ON "events_rels" USING btree ("event_tags_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_starts_at_idx" ON "_events_v" USING btree ("version_starts_at");
  CREATE INDEX "_events_v_version_version_picture_idx" ON "_events_v" USING btree ("version_picture_id");
  CREATE INDEX "_events_v_version_version_organiser_idx" ON "_events_v" USING btree ("version_organiser_id");
  CREATE INDEX "_events_v_version_version_status_idx" ON "_events_v" USING btree ("version_status");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_event_tags_id_idx" ON "_events_v_rels" USING btree ("event_tags_id");
  CREATE UNIQUE INDEX "event_tags_name_idx" ON "event_tags" USING btree ("name");
  CREATE UNIQUE INDEX "event_tags_slug_idx" ON "event_tags" USING btree ("slug");
  CREATE INDEX "event_tags_updated_at_idx" ON "event_tags" USING btree ("updated_at");
  CREATE INDEX "event_tags_created_at_idx" ON "event_tags" USING btree ("created_at");
  CREATE INDEX "home_page_blocks_event_list_order_idx" ON "home_page_blocks_event_list" USING btree ("_order");
  CREATE INDEX "home_page_blocks_event_list_parent_id_idx" ON "home_page_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_event_list_path_idx" ON "home_page_blocks_event_list" USING btree ("_path");
  CREATE INDEX "home_page_blocks_event_list_tag_idx" ON "home_page_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "_home_page_v_blocks_event_list_order_idx" ON "_home_page_v_blocks_event_list" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_event_list_parent_id_idx" ON "_home_page_v_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_event_list_path_idx" ON "_home_page_v_blocks_event_list" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_event_list_tag_idx" ON "_home_page_v_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "artists_page_blocks_event_list_order_idx" ON "artists_page_blocks_event_list" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_event_list_parent_id_idx" ON "artists_page_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_event_list_path_idx" ON "artists_page_blocks_event_list" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_event_list_tag_idx" ON "artists_page_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "_artists_page_v_blocks_event_list_order_idx" ON "_artists_page_v_blocks_event_list" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_event_list_parent_id_idx" ON "_artists_page_v_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_event_list_path_idx" ON "_artists_page_v_blocks_event_list" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_event_list_tag_idx" ON "_artists_page_v_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "art_lover_page_blocks_event_list_order_idx" ON "art_lover_page_blocks_event_list" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_event_list_parent_id_idx" ON "art_lover_page_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_event_list_path_idx" ON "art_lover_page_blocks_event_list" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_event_list_tag_idx" ON "art_lover_page_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "_art_lover_page_v_blocks_event_list_order_idx" ON "_art_lover_page_v_blocks_event_list" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_event_list_parent_id_idx" ON "_art_lover_page_v_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_event_list_path_idx" ON "_art_lover_page_v_blocks_event_list" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_event_list_tag_idx" ON "_art_lover_page_v_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "donors_page_blocks_event_list_order_idx" ON "donors_page_blocks_event_list" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_event_list_parent_id_idx" ON "donors_page_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_event_list_path_idx" ON "donors_page_blocks_event_list" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_event_list_tag_idx" ON "donors_page_blocks_event_list" USING btree ("tag_id");
  CREATE INDEX "_donors_page_v_blocks_event_list_order_idx" ON "_donors_page_v_blocks_event_list" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_event_list_parent_id_idx" ON "_donors_page_v_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_event_list_path_idx" ON "_donors_page_v_blocks_event_list" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_event_list_tag_idx" ON "_donors_page_v_blocks_event_list" USING btree ("tag_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_tags_fk" FOREIGN KEY ("event_tags_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_event_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("event_tags_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artists_page_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_artists_page_v_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "art_lover_page_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_art_lover_page_v_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donors_page_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_donors_page_v_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_event_list" CASCADE;
  DROP TABLE "_pages_v_blocks_event_list" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "event_tags" CASCADE;
  DROP TABLE "home_page_blocks_event_list" CASCADE;
  DROP TABLE "_home_page_v_blocks_event_list" CASCADE;
  DROP TABLE "artists_page_blocks_event_list" CASCADE;
  DROP TABLE "_artists_page_v_blocks_event_list" CASCADE;
  DROP TABLE "art_lover_page_blocks_event_list" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_event_list" CASCADE;
  DROP TABLE "donors_page_blocks_event_list" CASCADE;
  DROP TABLE "_donors_page_v_blocks_event_list" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_tags_fk";
  
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_tags_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_tags_id";
  DROP TYPE "public"."enum_events_registration";
  DROP TYPE "public"."enum_events_event_status";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_registration";
  DROP TYPE "public"."enum__events_v_version_status";`)
}
