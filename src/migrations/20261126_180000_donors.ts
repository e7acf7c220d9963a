import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gifts_frequency" AS ENUM('once', 'yearly');
  CREATE TYPE "public"."enum_gifts_recognition" AS ENUM('named', 'anonymous', 'private');
  CREATE TYPE "public"."enum_gifts_dedication" AS ENUM('honour', 'memory');
  CREATE TYPE "public"."enum_gifts_status" AS ENUM('pending', 'paid', 'refunded', 'cancelled');
  CREATE TYPE "public"."enum_gifts_source" AS ENUM('online', 'desk', 'renewal');
  CREATE TYPE "public"."enum_yearly_gifts_status" AS ENUM('active', 'stopped');
  CREATE TABLE "campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"summary" varchar,
  	"story" varchar,
  	"picture_id" integer,
  	"goal_minor" numeric,
  	"yearly_giving" boolean DEFAULT true,
  	"published" boolean DEFAULT false,
  	"closes_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "campaigns_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "donor_levels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"minimum_yearly_minor" numeric NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gifts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"amount_minor" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"frequency" "enum_gifts_frequency" DEFAULT 'once' NOT NULL,
  	"donor_id" integer,
  	"donor_name" varchar NOT NULL,
  	"donor_email" varchar NOT NULL,
  	"organisation" varchar,
  	"recognition" "enum_gifts_recognition" DEFAULT 'private' NOT NULL,
  	"dedication" "enum_gifts_dedication",
  	"dedicated_to" varchar,
  	"status" "enum_gifts_status" DEFAULT 'pending' NOT NULL,
  	"source" "enum_gifts_source" DEFAULT 'online' NOT NULL,
  	"order_id" integer,
  	"yearly_gift_id" integer,
  	"paid_at" timestamp(3) with time zone,
  	"acknowledged_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "yearly_gifts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"donor_id" integer NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"amount_minor" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"status" "enum_yearly_gifts_status" DEFAULT 'active' NOT NULL,
  	"first_gift_id" integer NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"next_renewal_at" timestamp(3) with time zone,
  	"renewals" numeric DEFAULT 0,
  	"stopped_at" timestamp(3) with time zone,
  	"provider_reference" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_levels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gifts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "yearly_gifts_id" integer;
  ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_picture_id_images_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_numbers" ADD CONSTRAINT "campaigns_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gifts" ADD CONSTRAINT "gifts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gifts" ADD CONSTRAINT "gifts_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gifts" ADD CONSTRAINT "gifts_yearly_gift_id_yearly_gifts_id_fk" FOREIGN KEY ("yearly_gift_id") REFERENCES "public"."yearly_gifts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yearly_gifts" ADD CONSTRAINT "yearly_gifts_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yearly_gifts" ADD CONSTRAINT "yearly_gifts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "yearly_gifts" ADD CONSTRAINT "yearly_gifts_first_gift_id_gifts_id_fk" FOREIGN KEY ("first_gift_id") REFERENCES "public"."gifts"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "campaigns_slug_idx" ON "campaigns" USING btree ("slug");
  CREATE INDEX "campaigns_picture_idx" ON "campaigns" USING btree ("picture_id");
  CREATE INDEX "campaigns_published_idx" ON "campaigns" USING btree ("published");
  CREATE INDEX "campaigns_updated_at_idx" ON "campaigns" USING btree ("updated_at");
  CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");
  CREATE INDEX "campaigns_numbers_order_parent_idx" ON "campaigns_numbers" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "donor_levels_name_idx" ON "donor_levels" USING btree ("name");
  CREATE INDEX "donor_levels_updated_at_idx" ON "donor_levels" USING btree ("updated_at");
  CREATE INDEX "donor_levels_created_at_idx" ON "donor_levels" USING btree ("created_at");
  CREATE INDEX "gifts_campaign_idx" ON "gifts" USING btree ("campaign_id");
  CREATE INDEX "gifts_donor_idx" ON "gifts" USING btree ("donor_id");
  CREATE INDEX "gifts_donor_email_idx" ON "gifts" USING btree ("donor_email");
  CREATE INDEX "gifts_organisation_idx" ON "gifts" USING btree ("organisation");
  CREATE INDEX "gifts_status_idx" ON "gifts" USING btree ("status");
  CREATE INDEX "gifts_order_idx" ON "gifts" USING btree ("order_id");
  CREATE INDEX "gifts_yearly_gift_idx" ON "gifts" USING btree ("yearly_gift_id");
  CREATE INDEX "gifts_paid_at_idx" ON "gifts" USING btree ("paid_at");
  CREATE INDEX "gifts_updated_at_idx" ON "gifts" USING btree ("updated_at");
  CREATE INDEX "gifts_created_at_idx" ON "gifts" USING btree ("created_at");
  CREATE INDEX "yearly_gifts_donor_idx" ON "yearly_gifts" USING btree ("donor_id");
  CREATE INDEX "yearly_gifts_campaign_idx" ON "yearly_gifts" USING btree ("campaign_id");
  CREATE INDEX "yearly_gifts_status_idx" ON "yearly_gifts" USING btree ("status");
  CREATE INDEX "yearly_gifts_first_gift_idx" ON "yearly_gifts" USING btree ("first_gift_id");
  CREATE INDEX "yearly_gifts_next_renewal_at_idx" ON "yearly_gifts" USING btree ("next_renewal_at");
  CREATE INDEX "yearly_gifts_updated_at_idx" ON "yearly_gifts" USING btree ("updated_at");
  CREATE INDEX "yearly_gifts_created_at_idx" ON "yearly_gifts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_levels_fk" FOREIGN KEY ("donor_levels_id") REFERENCES "public"."donor_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gifts_fk" FOREIGN KEY ("gifts_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_yearly_gifts_fk" FOREIGN KEY ("yearly_gifts_id") REFERENCES "public"."yearly_gifts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_donor_levels_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_levels_id");
  CREATE INDEX "payload_locked_documents_rels_gifts_id_idx" ON "payload_locked_documents_rels" USING btree ("gifts_id");
  CREATE INDEX "payload_locked_documents_rels_yearly_gifts_id_idx" ON "payload_locked_documents_rels" USING btree ("yearly_gifts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_levels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gifts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "yearly_gifts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "campaigns" CASCADE;
  DROP TABLE "campaigns_numbers" CASCADE;
  DROP TABLE "donor_levels" CASCADE;
  DROP TABLE "gifts" CASCADE;
  DROP TABLE "yearly_gifts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donor_levels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gifts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_yearly_gifts_fk";
  
  DROP INDEX "payload_locked_documents_rels_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_donor_levels_id_idx";
  DROP INDEX "payload_locked_documents_rels_gifts_id_idx";
  DROP INDEX "payload_locked_documents_rels_yearly_gifts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_levels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gifts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "yearly_gifts_id";
  DROP TYPE "public"."enum_gifts_frequency";
  DROP TYPE "public"."enum_gifts_recognition";
  DROP TYPE "public"."enum_gifts_dedication";
  DROP TYPE "public"."enum_gifts_status";
  DROP TYPE "public"."enum_gifts_source";
  DROP TYPE "public"."enum_yearly_gifts_status";`)
}
