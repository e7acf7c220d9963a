import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_problem_reports_status" AS ENUM('new', 'confirmed', 'in-progress', 'fixed', 'wont-fix', 'duplicate');
  CREATE TYPE "public"."enum_problem_reports_priority" AS ENUM('low', 'normal', 'high', 'urgent');
  CREATE TABLE "problem_reports_comments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "problem_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"description" varchar NOT NULL,
  	"page" varchar,
  	"browser" varchar,
  	"digest" varchar,
  	"reporter_id" integer,
  	"email" varchar,
  	"screenshot" varchar,
  	"status" "enum_problem_reports_status" DEFAULT 'new' NOT NULL,
  	"duplicate_of_id" integer,
  	"priority" "enum_problem_reports_priority" DEFAULT 'normal' NOT NULL,
  	"assignee_id" integer,
  	"fixed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "problem_reports_id" integer;
  ALTER TABLE "problem_reports_comments" ADD CONSTRAINT "problem_reports_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "problem_reports_comments" ADD CONSTRAINT "problem_reports_comments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."problem_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_duplicate_of_id_problem_reports_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."problem_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "problem_reports_comments_order_idx" ON "problem_reports_comments" USING btree ("_order");
  CREATE INDEX "problem_reports_comments_parent_id_idx" ON "problem_reports_comments" USING btree ("_parent_id");
  CREATE INDEX "problem_reports_comments_author_idx" ON "problem_reports_comments" USING btree ("author_id");
  CREATE INDEX "problem_reports_reporter_idx" ON "problem_reports" USING btree ("reporter_id");
  CREATE INDEX "problem_reports_status_idx" ON "problem_reports" USING btree ("status");
  CREATE INDEX "problem_reports_duplicate_of_idx" ON "problem_reports" USING btree ("duplicate_of_id");
  CREATE INDEX "problem_reports_assignee_idx" ON "problem_reports" USING btree ("assignee_id");
  CREATE INDEX "problem_reports_updated_at_idx" ON "problem_reports" USING btree ("updated_at");
  CREATE INDEX "problem_reports_created_at_idx" ON "problem_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_problem_reports_fk" FOREIGN KEY ("problem_reports_id") REFERENCES "public"."problem_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_problem_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("problem_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "problem_reports_comments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "problem_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "problem_reports_comments" CASCADE;
  DROP TABLE "problem_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_problem_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_problem_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "problem_reports_id";
  DROP TYPE "public"."enum_problem_reports_status";
  DROP TYPE "public"."enum_problem_reports_priority";`)
}
