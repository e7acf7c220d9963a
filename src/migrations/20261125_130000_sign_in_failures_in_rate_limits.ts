import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Generated, then reordered by hand: the generated DROP TABLE … CASCADE took the
// foreign key with it, so the DROP CONSTRAINT after it failed (checked). The failed
// sign-ins by address are counted in rate_limits now (decision 038).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sign_in_failures_fk";
  DROP INDEX "payload_locked_documents_rels_sign_in_failures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sign_in_failures_id";
  DROP TABLE "sign_in_failures";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sign_in_failures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sign_in_failures_id" integer;
  CREATE INDEX "sign_in_failures_updated_at_idx" ON "sign_in_failures" USING btree ("updated_at");
  CREATE INDEX "sign_in_failures_created_at_idx" ON "sign_in_failures" USING btree ("created_at");
  CREATE INDEX "address_at_idx" ON "sign_in_failures" USING btree ("address","at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sign_in_failures_fk" FOREIGN KEY ("sign_in_failures_id") REFERENCES "public"."sign_in_failures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sign_in_failures_id_idx" ON "payload_locked_documents_rels" USING btree ("sign_in_failures_id");`)
}
