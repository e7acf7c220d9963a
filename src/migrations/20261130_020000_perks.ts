import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_perks_perk_status" AS ENUM('draft', 'pending', 'published', 'rejected', 'withdrawn');
  CREATE TYPE "public"."enum_perks_redemption" AS ENUM('code', 'card');
  CREATE TYPE "public"."enum_perks_eligibility" AS ENUM('artlover', 'artist', 'any');
  CREATE TYPE "public"."enum_perks_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__perks_v_version_redemption" AS ENUM('code', 'card');
  CREATE TYPE "public"."enum__perks_v_version_eligibility" AS ENUM('artlover', 'artist', 'any');
  CREATE TYPE "public"."enum__perks_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "perks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"partner_id" integer,
  	"status" "enum_perks_perk_status" DEFAULT 'draft',
  	"rejection_reason" varchar,
  	"business_name" varchar,
  	"title" varchar,
  	"description" varchar,
  	"discount" varchar,
  	"redemption" "enum_perks_redemption" DEFAULT 'card',
  	"code" varchar,
  	"eligibility" "enum_perks_eligibility" DEFAULT 'any',
  	"valid_from" varchar,
  	"valid_until" varchar,
  	"picture_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_perks_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_perks_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_partner_id" integer,
  	"version_status" "enum_perks_perk_status" DEFAULT 'draft',
  	"version_rejection_reason" varchar,
  	"version_business_name" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_discount" varchar,
  	"version_redemption" "enum__perks_v_version_redemption" DEFAULT 'card',
  	"version_code" varchar,
  	"version_eligibility" "enum__perks_v_version_eligibility" DEFAULT 'any',
  	"version_valid_from" varchar,
  	"version_valid_until" varchar,
  	"version_picture_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__perks_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "membership_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_id" integer NOT NULL,
  	"token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "perks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "membership_cards_id" integer;
  ALTER TABLE "perks" ADD CONSTRAINT "perks_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "perks" ADD CONSTRAINT "perks_picture_id_images_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_perks_v" ADD CONSTRAINT "_perks_v_parent_id_perks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."perks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_perks_v" ADD CONSTRAINT "_perks_v_version_partner_id_users_id_fk" FOREIGN KEY ("version_partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_perks_v" ADD CONSTRAINT "_perks_v_version_picture_id_images_id_fk" FOREIGN KEY ("version_picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "membership_cards" ADD CONSTRAINT "membership_cards_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "perks_partner_idx" ON "perks" USING btree ("partner_id");
  CREATE INDEX "perks_status_idx" ON "perks" USING btree ("status");
  CREATE INDEX "perks_valid_from_idx" ON "perks" USING btree ("valid_from");
  CREATE INDEX "perks_picture_idx" ON "perks" USING btree ("picture_id");
  CREATE INDEX "perks_updated_at_idx" ON "perks" USING btree ("updated_at");
  CREATE INDEX "perks_created_at_idx" ON "perks" USING btree ("created_at");
  CREATE INDEX "perks__status_idx" ON "perks" USING btree ("_status");
  CREATE INDEX "_perks_v_parent_idx" ON "_perks_v" USING btree ("parent_id");
  CREATE INDEX "_perks_v_version_version_partner_idx" ON "_perks_v" USING btree ("version_partner_id");
  CREATE INDEX "_perks_v_version_version_status_idx" ON "_perks_v" USING btree ("version_status");
  CREATE INDEX "_perks_v_version_version_valid_from_idx" ON "_perks_v" USING btree ("version_valid_from");
  CREATE INDEX "_perks_v_version_version_picture_idx" ON "_perks_v" USING btree ("version_picture_id");
  CREATE INDEX "_perks_v_version_version_updated_at_idx" ON "_perks_v" USING btree ("version_updated_at");
  CREATE INDEX "_perks_v_version_version_created_at_idx" ON "_perks_v" USING btree ("version_created_at");
  CREATE INDEX "_perks_v_version_version__status_idx" ON "_perks_v" USING btree ("version__status");
  CREATE INDEX "_perks_v_created_at_idx" ON "_perks_v" USING btree ("created_at");
  CREATE INDEX "_perks_v_updated_at_idx" ON "_perks_v" USING btree ("updated_at");
  CREATE INDEX "_perks_v_latest_idx" ON "_perks_v" USING btree ("latest");
  CREATE UNIQUE INDEX "membership_cards_person_idx" ON "membership_cards" USING btree ("person_id");
  CREATE UNIQUE INDEX "membership_cards_token_idx" ON "membership_cards" USING btree ("token");
  CREATE INDEX "membership_cards_updated_at_idx" ON "membership_cards" USING btree ("updated_at");
  CREATE INDEX "membership_cards_created_at_idx" ON "membership_cards" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_perks_fk" FOREIGN KEY ("perks_id") REFERENCES "public"."perks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_membership_cards_fk" FOREIGN KEY ("membership_cards_id") REFERENCES "public"."membership_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_perks_id_idx" ON "payload_locked_documents_rels" USING btree ("perks_id");
  CREATE INDEX "payload_locked_documents_rels_membership_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("membership_cards_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "perks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_perks_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "membership_cards" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "perks" CASCADE;
  DROP TABLE "_perks_v" CASCADE;
  DROP TABLE "membership_cards" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_perks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_membership_cards_fk";
  
  DROP INDEX "payload_locked_documents_rels_perks_id_idx";
  DROP INDEX "payload_locked_documents_rels_membership_cards_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "perks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "membership_cards_id";
  DROP TYPE "public"."enum_perks_perk_status";
  DROP TYPE "public"."enum_perks_redemption";
  DROP TYPE "public"."enum_perks_eligibility";
  DROP TYPE "public"."enum_perks_status";
  DROP TYPE "public"."enum__perks_v_version_redemption";
  DROP TYPE "public"."enum__perks_v_version_eligibility";
  DROP TYPE "public"."enum__perks_v_version_status";`)
}
