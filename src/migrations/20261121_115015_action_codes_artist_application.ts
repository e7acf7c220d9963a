import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_artist_application" AS ENUM('none', 'pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_action_codes_mode" AS ENUM('verifyEmail', 'resetPassword', 'recoverEmail');
  CREATE TABLE "action_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum_action_codes_mode" NOT NULL,
  	"user_id" integer NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"email" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "artist_application" "enum_users_artist_application" DEFAULT 'none';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "action_codes_id" integer;
  ALTER TABLE "action_codes" ADD CONSTRAINT "action_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "action_codes_user_idx" ON "action_codes" USING btree ("user_id");
  CREATE UNIQUE INDEX "action_codes_code_hash_idx" ON "action_codes" USING btree ("code_hash");
  CREATE INDEX "action_codes_updated_at_idx" ON "action_codes" USING btree ("updated_at");
  CREATE INDEX "action_codes_created_at_idx" ON "action_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_action_codes_fk" FOREIGN KEY ("action_codes_id") REFERENCES "public"."action_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_action_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("action_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "action_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "action_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_action_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_action_codes_id_idx";
  ALTER TABLE "users" DROP COLUMN "artist_application";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "action_codes_id";
  DROP TYPE "public"."enum_users_artist_application";
  DROP TYPE "public"."enum_action_codes_mode";`)
}
