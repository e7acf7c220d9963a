import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_membership_plans_audience" AS ENUM('artist', 'artlover');
  CREATE TYPE "public"."enum_membership_plans_term" AS ENUM('twelve-months', 'calendar-year');
  CREATE TYPE "public"."enum_membership_plans_grants_role" AS ENUM('artist', 'artlover');
  CREATE TYPE "public"."enum_membership_plans_status" AS ENUM('active', 'retired');
  CREATE TYPE "public"."enum_memberships_audience" AS ENUM('artist', 'artlover');
  CREATE TYPE "public"."enum_memberships_status" AS ENUM('awaiting-payment', 'active', 'grace', 'expired');
  CREATE TYPE "public"."enum_memberships_role_granted" AS ENUM('artist', 'artlover');
  CREATE TYPE "public"."enum_membership_terms_status" AS ENUM('upcoming', 'active', 'grace', 'expired');
  CREATE TYPE "public"."enum_membership_terms_source" AS ENUM('order', 'free', 'manual');
  CREATE TYPE "public"."enum_membership_events_kind" AS ENUM('joined', 'renewed', 'free-term', 'plan-changed', 'cancelled', 'grace', 'expired', 'role-granted', 'role-removed', 'reminder-due');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'settleMemberships';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'settleMemberships';
  CREATE TABLE "membership_plans_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"benefit" varchar NOT NULL
  );
  
  CREATE TABLE "membership_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"audience" "enum_membership_plans_audience" NOT NULL,
  	"price_minor" numeric NOT NULL,
  	"reduced_price_minor" numeric,
  	"reduced_for" varchar,
  	"currency" varchar NOT NULL,
  	"term" "enum_membership_plans_term" DEFAULT 'twelve-months' NOT NULL,
  	"grace_days" numeric DEFAULT 30 NOT NULL,
  	"grants_role" "enum_membership_plans_grants_role",
  	"who_for" varchar,
  	"status" "enum_membership_plans_status" DEFAULT 'active' NOT NULL,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "memberships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_id" integer NOT NULL,
  	"audience" "enum_memberships_audience" NOT NULL,
  	"plan_id" integer,
  	"status" "enum_memberships_status" DEFAULT 'awaiting-payment' NOT NULL,
  	"started_on" varchar,
  	"ends_on" varchar,
  	"grace_ends_on" varchar,
  	"role_granted" "enum_memberships_role_granted",
  	"cancelled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "membership_terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"membership_id" integer NOT NULL,
  	"person_id" integer NOT NULL,
  	"plan_id" integer NOT NULL,
  	"starts_on" varchar NOT NULL,
  	"ends_on" varchar NOT NULL,
  	"grace_days" numeric NOT NULL,
  	"status" "enum_membership_terms_status" DEFAULT 'upcoming' NOT NULL,
  	"source" "enum_membership_terms_source" NOT NULL,
  	"order_id" integer,
  	"paid_minor" numeric,
  	"currency" varchar,
  	"reduced" boolean DEFAULT false,
  	"note" varchar,
  	"cancelled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "membership_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"membership_id" integer NOT NULL,
  	"person_id" integer NOT NULL,
  	"term_id" integer,
  	"kind" "enum_membership_events_kind" NOT NULL,
  	"detail" varchar,
  	"noticed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "membership_plans_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "memberships_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "membership_terms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "membership_events_id" integer;
  ALTER TABLE "membership_plans_benefits" ADD CONSTRAINT "membership_plans_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."membership_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "memberships" ADD CONSTRAINT "memberships_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "membership_terms" ADD CONSTRAINT "membership_terms_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "membership_terms" ADD CONSTRAINT "membership_terms_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "membership_terms" ADD CONSTRAINT "membership_terms_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "membership_terms" ADD CONSTRAINT "membership_terms_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_term_id_membership_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."membership_terms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "membership_plans_benefits_order_idx" ON "membership_plans_benefits" USING btree ("_order");
  CREATE INDEX "membership_plans_benefits_parent_id_idx" ON "membership_plans_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "membership_plans_slug_idx" ON "membership_plans" USING btree ("slug");
  CREATE INDEX "membership_plans_audience_idx" ON "membership_plans" USING btree ("audience");
  CREATE INDEX "membership_plans_status_idx" ON "membership_plans" USING btree ("status");
  CREATE INDEX "membership_plans_updated_at_idx" ON "membership_plans" USING btree ("updated_at");
  CREATE INDEX "membership_plans_created_at_idx" ON "membership_plans" USING btree ("created_at");
  CREATE INDEX "memberships_person_idx" ON "memberships" USING btree ("person_id");
  CREATE INDEX "memberships_plan_idx" ON "memberships" USING btree ("plan_id");
  CREATE INDEX "memberships_status_idx" ON "memberships" USING btree ("status");
  CREATE INDEX "memberships_started_on_idx" ON "memberships" USING btree ("started_on");
  CREATE INDEX "memberships_ends_on_idx" ON "memberships" USING btree ("ends_on");
  CREATE INDEX "memberships_updated_at_idx" ON "memberships" USING btree ("updated_at");
  CREATE INDEX "memberships_created_at_idx" ON "memberships" USING btree ("created_at");
  CREATE UNIQUE INDEX "person_audience_idx" ON "memberships" USING btree ("person_id","audience");
  CREATE INDEX "membership_terms_membership_idx" ON "membership_terms" USING btree ("membership_id");
  CREATE INDEX "membership_terms_person_idx" ON "membership_terms" USING btree ("person_id");
  CREATE INDEX "membership_terms_plan_idx" ON "membership_terms" USING btree ("plan_id");
  CREATE INDEX "membership_terms_starts_on_idx" ON "membership_terms" USING btree ("starts_on");
  CREATE INDEX "membership_terms_ends_on_idx" ON "membership_terms" USING btree ("ends_on");
  CREATE INDEX "membership_terms_status_idx" ON "membership_terms" USING btree ("status");
  CREATE INDEX "membership_terms_order_idx" ON "membership_terms" USING btree ("order_id");
  CREATE INDEX "membership_terms_updated_at_idx" ON "membership_terms" USING btree ("updated_at");
  CREATE INDEX "membership_terms_created_at_idx" ON "membership_terms" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_membership_idx" ON "membership_terms" USING btree ("order_id","membership_id");
  CREATE UNIQUE INDEX "membership_events_key_idx" ON "membership_events" USING btree ("key");
  CREATE INDEX "membership_events_membership_idx" ON "membership_events" USING btree ("membership_id");
  CREATE INDEX "membership_events_person_idx" ON "membership_events" USING btree ("person_id");
  CREATE INDEX "membership_events_term_idx" ON "membership_events" USING btree ("term_id");
  CREATE INDEX "membership_events_kind_idx" ON "membership_events" USING btree ("kind");
  CREATE INDEX "membership_events_noticed_at_idx" ON "membership_events" USING btree ("noticed_at");
  CREATE INDEX "membership_events_updated_at_idx" ON "membership_events" USING btree ("updated_at");
  CREATE INDEX "membership_events_created_at_idx" ON "membership_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_membership_plans_fk" FOREIGN KEY ("membership_plans_id") REFERENCES "public"."membership_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_memberships_fk" FOREIGN KEY ("memberships_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_membership_terms_fk" FOREIGN KEY ("membership_terms_id") REFERENCES "public"."membership_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_membership_events_fk" FOREIGN KEY ("membership_events_id") REFERENCES "public"."membership_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_membership_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("membership_plans_id");
  CREATE INDEX "payload_locked_documents_rels_memberships_id_idx" ON "payload_locked_documents_rels" USING btree ("memberships_id");
  CREATE INDEX "payload_locked_documents_rels_membership_terms_id_idx" ON "payload_locked_documents_rels" USING btree ("membership_terms_id");
  CREATE INDEX "payload_locked_documents_rels_membership_events_id_idx" ON "payload_locked_documents_rels" USING btree ("membership_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "membership_plans_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "membership_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "memberships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "membership_terms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "membership_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "membership_plans_benefits" CASCADE;
  DROP TABLE "membership_plans" CASCADE;
  DROP TABLE "memberships" CASCADE;
  DROP TABLE "membership_terms" CASCADE;
  DROP TABLE "membership_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_membership_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_memberships_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_membership_terms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_membership_events_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sweepStrayImageFiles', 'expireUnpaidOrders', 'removeOldGuestCarts', 'sendOrderReceipt', 'settlePendingRefunds', 'stopAskedRenewals', 'renewYearlyGifts', 'sendGiftThankYou');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_membership_plans_id_idx";
  DROP INDEX "payload_locked_documents_rels_memberships_id_idx";
  DROP INDEX "payload_locked_documents_rels_membership_terms_id_idx";
  DROP INDEX "payload_locked_documents_rels_membership_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "membership_plans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "memberships_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "membership_terms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "membership_events_id";
  DROP TYPE "public"."enum_membership_plans_audience";
  DROP TYPE "public"."enum_membership_plans_term";
  DROP TYPE "public"."enum_membership_plans_grants_role";
  DROP TYPE "public"."enum_membership_plans_status";
  DROP TYPE "public"."enum_memberships_audience";
  DROP TYPE "public"."enum_memberships_status";
  DROP TYPE "public"."enum_memberships_role_granted";
  DROP TYPE "public"."enum_membership_terms_status";
  DROP TYPE "public"."enum_membership_terms_source";
  DROP TYPE "public"."enum_membership_events_kind";`)
}
