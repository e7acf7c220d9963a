import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_os_seasons_status" AS ENUM('preparing', 'current', 'past');
  CREATE TYPE "public"."enum_os_studios_position_source" AS ENUM('none', 'geocoded', 'placed');
  CREATE TYPE "public"."enum_os_registrations_accessibility" AS ENUM('step-free', 'accessible-toilet', 'accessible-parking', 'seating', 'stairs-only');
  CREATE TYPE "public"."enum_os_registrations_status" AS ENUM('draft', 'awaiting-payment', 'registered', 'waitlisted', 'offered', 'withdrawn', 'cancelled');
  CREATE TYPE "public"."enum_os_listings_status" AS ENUM('draft', 'submitted', 'approved', 'changes-requested');
  CREATE TYPE "public"."enum_os_ad_orders_status" AS ENUM('awaiting-payment', 'awaiting-artwork', 'artwork-submitted', 'changes-requested', 'approved', 'cancelled');
  CREATE TABLE "os_seasons_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"includes" varchar,
  	"early_price_minor" numeric NOT NULL,
  	"regular_price_minor" numeric NOT NULL,
  	"late_price_minor" numeric NOT NULL
  );
  
  CREATE TABLE "os_seasons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"status" "enum_os_seasons_status" DEFAULT 'preparing' NOT NULL,
  	"requires_membership" boolean DEFAULT true,
  	"deadlines_registration_opens" varchar,
  	"deadlines_early_price_ends" varchar,
  	"deadlines_regular_price_ends" varchar,
  	"deadlines_registration_closes" varchar,
  	"deadlines_materials_due" varchar,
  	"deadlines_ad_reservations_close" varchar,
  	"deadlines_ad_artwork_due" varchar,
  	"second_weekend_discount_minor" numeric DEFAULT 0 NOT NULL,
  	"emerging_discount_minor" numeric,
  	"emerging_definition" varchar,
  	"currency" varchar DEFAULT 'USD' NOT NULL,
  	"withdrawal_refund_percent" numeric DEFAULT 100 NOT NULL,
  	"guide_description_limit" numeric DEFAULT 165 NOT NULL,
  	"guide_directions_limit" numeric DEFAULT 99 NOT NULL,
  	"guide_image_width_inches" numeric DEFAULT 2 NOT NULL,
  	"guide_image_height_inches" numeric DEFAULT 2 NOT NULL,
  	"guide_print_dpi" numeric DEFAULT 300 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "os_weekends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"season_id" integer NOT NULL,
  	"number" numeric NOT NULL,
  	"label" varchar NOT NULL,
  	"starts_on" varchar NOT NULL,
  	"ends_on" varchar NOT NULL,
  	"opens_at" varchar NOT NULL,
  	"closes_at" varchar NOT NULL,
  	"capacity" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "os_weekends_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"neighbourhoods_id" integer
  );
  
  CREATE TABLE "os_studios" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"unit" varchar,
  	"city" varchar,
  	"postcode" varchar,
  	"name" varchar,
  	"neighbourhood_id" integer,
  	"access_notes" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"position_source" "enum_os_studios_position_source" DEFAULT 'none' NOT NULL,
  	"added_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "os_registrations_accessibility" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_os_registrations_accessibility",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "os_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"season_id" integer NOT NULL,
  	"artist_id" integer NOT NULL,
  	"profile_id" integer,
  	"tier" varchar NOT NULL,
  	"studio_id" integer,
  	"accessibility_notes" varchar,
  	"emerging" boolean DEFAULT false,
  	"status" "enum_os_registrations_status" DEFAULT 'draft' NOT NULL,
  	"price_minor" numeric,
  	"price_parts" jsonb,
  	"order_id" integer,
  	"fee_waived" boolean DEFAULT false,
  	"registered_by_id" integer,
  	"registered_at" timestamp(3) with time zone,
  	"queued_at" timestamp(3) with time zone,
  	"offer_ends_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"end_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "os_registrations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"os_weekends_id" integer
  );
  
  CREATE TABLE "os_listings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration_id" integer NOT NULL,
  	"season_id" integer NOT NULL,
  	"artist_id" integer NOT NULL,
  	"image_id" integer,
  	"description" varchar,
  	"directions" varchar,
  	"hours" varchar,
  	"status" "enum_os_listings_status" DEFAULT 'draft' NOT NULL,
  	"review_note" varchar,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"submitted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "os_ad_sizes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"season_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"trim_width_inches" numeric NOT NULL,
  	"trim_height_inches" numeric NOT NULL,
  	"bleed_inches" numeric DEFAULT 0 NOT NULL,
  	"price_minor" numeric NOT NULL,
  	"quantity" numeric NOT NULL,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "os_ad_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"season_id" integer NOT NULL,
  	"size_id" integer NOT NULL,
  	"buyer_id" integer NOT NULL,
  	"business_name" varchar NOT NULL,
  	"order_id" integer,
  	"status" "enum_os_ad_orders_status" DEFAULT 'awaiting-payment' NOT NULL,
  	"artwork_path" varchar,
  	"artwork_file_name" varchar,
  	"artwork_content_type" varchar,
  	"artwork_bytes" numeric,
  	"artwork_findings" jsonb,
  	"artwork_uploaded_at" timestamp(3) with time zone,
  	"review_note" varchar,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "os_seasons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "os_weekends_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "os_studios_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "os_registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "os_listings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "os_ad_sizes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "os_ad_orders_id" integer;
  ALTER TABLE "os_seasons_tiers" ADD CONSTRAINT "os_seasons_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."os_seasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "os_weekends" ADD CONSTRAINT "os_weekends_season_id_os_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."os_seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_weekends_rels" ADD CONSTRAINT "os_weekends_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."os_weekends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "os_weekends_rels" ADD CONSTRAINT "os_weekends_rels_neighbourhoods_fk" FOREIGN KEY ("neighbourhoods_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "os_studios" ADD CONSTRAINT "os_studios_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_studios" ADD CONSTRAINT "os_studios_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_registrations_accessibility" ADD CONSTRAINT "os_registrations_accessibility_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."os_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "os_registrations" ADD CONSTRAINT "os_registrations_season_id_os_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."os_seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_registrations" ADD CONSTRAINT "os_registrations_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_registrations" ADD CONSTRAINT "os_registrations_profile_id_artist_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."artist_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_registrations" ADD CONSTRAINT "os_registrations_studio_id_os_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."os_studios"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_registrations" ADD CONSTRAINT "os_registrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_registrations" ADD CONSTRAINT "os_registrations_registered_by_id_users_id_fk" FOREIGN KEY ("registered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_registrations_rels" ADD CONSTRAINT "os_registrations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."os_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "os_registrations_rels" ADD CONSTRAINT "os_registrations_rels_os_weekends_fk" FOREIGN KEY ("os_weekends_id") REFERENCES "public"."os_weekends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "os_listings" ADD CONSTRAINT "os_listings_registration_id_os_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."os_registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_listings" ADD CONSTRAINT "os_listings_season_id_os_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."os_seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_listings" ADD CONSTRAINT "os_listings_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_listings" ADD CONSTRAINT "os_listings_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_listings" ADD CONSTRAINT "os_listings_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_ad_sizes" ADD CONSTRAINT "os_ad_sizes_season_id_os_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."os_seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_ad_orders" ADD CONSTRAINT "os_ad_orders_season_id_os_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."os_seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_ad_orders" ADD CONSTRAINT "os_ad_orders_size_id_os_ad_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."os_ad_sizes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_ad_orders" ADD CONSTRAINT "os_ad_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_ad_orders" ADD CONSTRAINT "os_ad_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_ad_orders" ADD CONSTRAINT "os_ad_orders_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "os_seasons_tiers_order_idx" ON "os_seasons_tiers" USING btree ("_order");
  CREATE INDEX "os_seasons_tiers_parent_id_idx" ON "os_seasons_tiers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "os_seasons_year_idx" ON "os_seasons" USING btree ("year");
  CREATE INDEX "os_seasons_status_idx" ON "os_seasons" USING btree ("status");
  CREATE INDEX "os_seasons_updated_at_idx" ON "os_seasons" USING btree ("updated_at");
  CREATE INDEX "os_seasons_created_at_idx" ON "os_seasons" USING btree ("created_at");
  CREATE INDEX "os_weekends_season_idx" ON "os_weekends" USING btree ("season_id");
  CREATE INDEX "os_weekends_updated_at_idx" ON "os_weekends" USING btree ("updated_at");
  CREATE INDEX "os_weekends_created_at_idx" ON "os_weekends" USING btree ("created_at");
  CREATE UNIQUE INDEX "season_number_idx" ON "os_weekends" USING btree ("season_id","number");
  CREATE INDEX "os_weekends_rels_order_idx" ON "os_weekends_rels" USING btree ("order");
  CREATE INDEX "os_weekends_rels_parent_idx" ON "os_weekends_rels" USING btree ("parent_id");
  CREATE INDEX "os_weekends_rels_path_idx" ON "os_weekends_rels" USING btree ("path");
  CREATE INDEX "os_weekends_rels_neighbourhoods_id_idx" ON "os_weekends_rels" USING btree ("neighbourhoods_id");
  CREATE INDEX "os_studios_address_idx" ON "os_studios" USING btree ("address");
  CREATE INDEX "os_studios_neighbourhood_idx" ON "os_studios" USING btree ("neighbourhood_id");
  CREATE INDEX "os_studios_added_by_idx" ON "os_studios" USING btree ("added_by_id");
  CREATE INDEX "os_studios_updated_at_idx" ON "os_studios" USING btree ("updated_at");
  CREATE INDEX "os_studios_created_at_idx" ON "os_studios" USING btree ("created_at");
  CREATE INDEX "os_registrations_accessibility_order_idx" ON "os_registrations_accessibility" USING btree ("order");
  CREATE INDEX "os_registrations_accessibility_parent_idx" ON "os_registrations_accessibility" USING btree ("parent_id");
  CREATE INDEX "os_registrations_season_idx" ON "os_registrations" USING btree ("season_id");
  CREATE INDEX "os_registrations_artist_idx" ON "os_registrations" USING btree ("artist_id");
  CREATE INDEX "os_registrations_profile_idx" ON "os_registrations" USING btree ("profile_id");
  CREATE INDEX "os_registrations_studio_idx" ON "os_registrations" USING btree ("studio_id");
  CREATE INDEX "os_registrations_status_idx" ON "os_registrations" USING btree ("status");
  CREATE INDEX "os_registrations_order_idx" ON "os_registrations" USING btree ("order_id");
  CREATE INDEX "os_registrations_registered_by_idx" ON "os_registrations" USING btree ("registered_by_id");
  CREATE INDEX "os_registrations_queued_at_idx" ON "os_registrations" USING btree ("queued_at");
  CREATE INDEX "os_registrations_updated_at_idx" ON "os_registrations" USING btree ("updated_at");
  CREATE INDEX "os_registrations_created_at_idx" ON "os_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "season_artist_idx" ON "os_registrations" USING btree ("season_id","artist_id");
  CREATE INDEX "os_registrations_rels_order_idx" ON "os_registrations_rels" USING btree ("order");
  CREATE INDEX "os_registrations_rels_parent_idx" ON "os_registrations_rels" USING btree ("parent_id");
  CREATE INDEX "os_registrations_rels_path_idx" ON "os_registrations_rels" USING btree ("path");
  CREATE INDEX "os_registrations_rels_os_weekends_id_idx" ON "os_registrations_rels" USING btree ("os_weekends_id");
  CREATE UNIQUE INDEX "os_listings_registration_idx" ON "os_listings" USING btree ("registration_id");
  CREATE INDEX "os_listings_season_idx" ON "os_listings" USING btree ("season_id");
  CREATE INDEX "os_listings_artist_idx" ON "os_listings" USING btree ("artist_id");
  CREATE INDEX "os_listings_image_idx" ON "os_listings" USING btree ("image_id");
  CREATE INDEX "os_listings_status_idx" ON "os_listings" USING btree ("status");
  CREATE INDEX "os_listings_reviewed_by_idx" ON "os_listings" USING btree ("reviewed_by_id");
  CREATE INDEX "os_listings_updated_at_idx" ON "os_listings" USING btree ("updated_at");
  CREATE INDEX "os_listings_created_at_idx" ON "os_listings" USING btree ("created_at");
  CREATE INDEX "os_ad_sizes_season_idx" ON "os_ad_sizes" USING btree ("season_id");
  CREATE INDEX "os_ad_sizes_updated_at_idx" ON "os_ad_sizes" USING btree ("updated_at");
  CREATE INDEX "os_ad_sizes_created_at_idx" ON "os_ad_sizes" USING btree ("created_at");
  CREATE INDEX "os_ad_orders_season_idx" ON "os_ad_orders" USING btree ("season_id");
  CREATE INDEX "os_ad_orders_size_idx" ON "os_ad_orders" USING btree ("size_id");
  CREATE INDEX "os_ad_orders_buyer_idx" ON "os_ad_orders" USING btree ("buyer_id");
  CREATE INDEX "os_ad_orders_order_idx" ON "os_ad_orders" USING btree ("order_id");
  CREATE INDEX "os_ad_orders_status_idx" ON "os_ad_orders" USING btree ("status");
  CREATE INDEX "os_ad_orders_reviewed_by_idx" ON "os_ad_orders" USING btree ("reviewed_by_id");
  CREATE INDEX "os_ad_orders_updated_at_idx" ON "os_ad_orders" USING btree ("updated_at");
  CREATE INDEX "os_ad_orders_created_at_idx" ON "os_ad_orders" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_os_seasons_fk" FOREIGN KEY ("os_seasons_id") REFERENCES "public"."os_seasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_os_weekends_fk" FOREIGN KEY ("os_weekends_id") REFERENCES "public"."os_weekends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_os_studios_fk" FOREIGN KEY ("os_studios_id") REFERENCES "public"."os_studios"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_os_registrations_fk" FOREIGN KEY ("os_registrations_id") REFERENCES "public"."os_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_os_listings_fk" FOREIGN KEY ("os_listings_id") REFERENCES "public"."os_listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_os_ad_sizes_fk" FOREIGN KEY ("os_ad_sizes_id") REFERENCES "public"."os_ad_sizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_os_ad_orders_fk" FOREIGN KEY ("os_ad_orders_id") REFERENCES "public"."os_ad_orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_os_seasons_id_idx" ON "payload_locked_documents_rels" USING btree ("os_seasons_id");
  CREATE INDEX "payload_locked_documents_rels_os_weekends_id_idx" ON "payload_locked_documents_rels" USING btree ("os_weekends_id");
  CREATE INDEX "payload_locked_documents_rels_os_studios_id_idx" ON "payload_locked_documents_rels" USING btree ("os_studios_id");
  CREATE INDEX "payload_locked_documents_rels_os_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("os_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_os_listings_id_idx" ON "payload_locked_documents_rels" USING btree ("os_listings_id");
  CREATE INDEX "payload_locked_documents_rels_os_ad_sizes_id_idx" ON "payload_locked_documents_rels" USING btree ("os_ad_sizes_id");
  CREATE INDEX "payload_locked_documents_rels_os_ad_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("os_ad_orders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "os_seasons_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "os_seasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "os_weekends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "os_weekends_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "os_studios" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "os_registrations_accessibility" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "os_registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "os_registrations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "os_listings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "os_ad_sizes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "os_ad_orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "os_seasons_tiers" CASCADE;
  DROP TABLE "os_seasons" CASCADE;
  DROP TABLE "os_weekends" CASCADE;
  DROP TABLE "os_weekends_rels" CASCADE;
  DROP TABLE "os_studios" CASCADE;
  DROP TABLE "os_registrations_accessibility" CASCADE;
  DROP TABLE "os_registrations" CASCADE;
  DROP TABLE "os_registrations_rels" CASCADE;
  DROP TABLE "os_listings" CASCADE;
  DROP TABLE "os_ad_sizes" CASCADE;
  DROP TABLE "os_ad_orders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_os_seasons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_os_weekends_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_os_studios_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_os_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_os_listings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_os_ad_sizes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_os_ad_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_os_seasons_id_idx";
  DROP INDEX "payload_locked_documents_rels_os_weekends_id_idx";
  DROP INDEX "payload_locked_documents_rels_os_studios_id_idx";
  DROP INDEX "payload_locked_documents_rels_os_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_os_listings_id_idx";
  DROP INDEX "payload_locked_documents_rels_os_ad_sizes_id_idx";
  DROP INDEX "payload_locked_documents_rels_os_ad_orders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "os_seasons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "os_weekends_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "os_studios_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "os_registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "os_listings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "os_ad_sizes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "os_ad_orders_id";
  DROP TYPE "public"."enum_os_seasons_status";
  DROP TYPE "public"."enum_os_studios_position_source";
  DROP TYPE "public"."enum_os_registrations_accessibility";
  DROP TYPE "public"."enum_os_registrations_status";
  DROP TYPE "public"."enum_os_listings_status";
  DROP TYPE "public"."enum_os_ad_orders_status";`)
}
