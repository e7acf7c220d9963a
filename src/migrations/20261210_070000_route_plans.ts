import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Route plans (decision 102): a signed-in visitor's chosen studios, one per
 * person and season. (The snapshot beside it also carries the imports task
 * that 20261209_090000_imports added by hand.)
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "os_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"season_id" integer NOT NULL,
  	"studios" jsonb NOT NULL,
  	"in_my_order" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "os_plans_id" integer;
  ALTER TABLE "os_plans" ADD CONSTRAINT "os_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "os_plans" ADD CONSTRAINT "os_plans_season_id_os_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."os_seasons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "os_plans_owner_idx" ON "os_plans" USING btree ("owner_id");
  CREATE INDEX "os_plans_season_idx" ON "os_plans" USING btree ("season_id");
  CREATE INDEX "os_plans_updated_at_idx" ON "os_plans" USING btree ("updated_at");
  CREATE INDEX "os_plans_created_at_idx" ON "os_plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_season_idx" ON "os_plans" USING btree ("owner_id","season_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_os_plans_fk" FOREIGN KEY ("os_plans_id") REFERENCES "public"."os_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_os_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("os_plans_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "os_plans" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "os_plans" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_os_plans_fk";
  
  DROP INDEX "payload_locked_documents_rels_os_plans_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "os_plans_id";`)
}
