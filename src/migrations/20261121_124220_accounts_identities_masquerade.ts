import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_action_codes_mode" ADD VALUE 'verifyAndChangeEmail' BEFORE 'resetPassword';
  CREATE TABLE "users_identities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"email" varchar,
  	"linked_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "masquerades" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"admin_id" integer NOT NULL,
  	"target_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sign_in_failures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "artist_application_reason" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "masquerades_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sign_in_failures_id" integer;
  ALTER TABLE "users_identities" ADD CONSTRAINT "users_identities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "masquerades" ADD CONSTRAINT "masquerades_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "masquerades" ADD CONSTRAINT "masquerades_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_identities_order_idx" ON "users_identities" USING btree ("_order");
  CREATE INDEX "users_identities_parent_id_idx" ON "users_identities" USING btree ("_parent_id");
  CREATE INDEX "masquerades_admin_idx" ON "masquerades" USING btree ("admin_id");
  CREATE INDEX "masquerades_target_idx" ON "masquerades" USING btree ("target_id");
  CREATE UNIQUE INDEX "masquerades_token_hash_idx" ON "masquerades" USING btree ("token_hash");
  CREATE INDEX "masquerades_updated_at_idx" ON "masquerades" USING btree ("updated_at");
  CREATE INDEX "masquerades_created_at_idx" ON "masquerades" USING btree ("created_at");
  CREATE INDEX "sign_in_failures_updated_at_idx" ON "sign_in_failures" USING btree ("updated_at");
  CREATE INDEX "sign_in_failures_created_at_idx" ON "sign_in_failures" USING btree ("created_at");
  CREATE INDEX "address_at_idx" ON "sign_in_failures" USING btree ("address","at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_masquerades_fk" FOREIGN KEY ("masquerades_id") REFERENCES "public"."masquerades"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sign_in_failures_fk" FOREIGN KEY ("sign_in_failures_id") REFERENCES "public"."sign_in_failures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_masquerades_id_idx" ON "payload_locked_documents_rels" USING btree ("masquerades_id");
  CREATE INDEX "payload_locked_documents_rels_sign_in_failures_id_idx" ON "payload_locked_documents_rels" USING btree ("sign_in_failures_id");`)
  // Written by hand: one account per provider identity, and typo-tolerant people search (pg_trgm is a trusted extension).
  await db.execute(sql`
  CREATE UNIQUE INDEX "users_identities_provider_subject_idx" ON "users_identities" USING btree ("provider", "subject");
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
  CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_name_trgm_idx";
  DROP INDEX "users_email_trgm_idx";
   ALTER TABLE "users_identities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "masquerades" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sign_in_failures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_identities" CASCADE;
  DROP TABLE "masquerades" CASCADE;
  DROP TABLE "sign_in_failures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_masquerades_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sign_in_failures_fk";
  
  ALTER TABLE "action_codes" ALTER COLUMN "mode" SET DATA TYPE text;
  DROP TYPE "public"."enum_action_codes_mode";
  CREATE TYPE "public"."enum_action_codes_mode" AS ENUM('verifyEmail', 'resetPassword', 'recoverEmail');
  ALTER TABLE "action_codes" ALTER COLUMN "mode" SET DATA TYPE "public"."enum_action_codes_mode" USING "mode"::"public"."enum_action_codes_mode";
  DROP INDEX "payload_locked_documents_rels_masquerades_id_idx";
  DROP INDEX "payload_locked_documents_rels_sign_in_failures_id_idx";
  ALTER TABLE "users" DROP COLUMN "artist_application_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "masquerades_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sign_in_failures_id";`)
}
