import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Decision 046: the donor thank-you's global gives way to comms' mail templates; its words are not copied (demo data only).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "email_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"html" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_sendings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"template" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "donor_thank_you" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donor_thank_you" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_sendings_id" integer;
  ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "email_templates_key_idx" ON "email_templates" USING btree ("key");
  CREATE INDEX "email_templates_updated_by_idx" ON "email_templates" USING btree ("updated_by_id");
  CREATE INDEX "email_templates_updated_at_idx" ON "email_templates" USING btree ("updated_at");
  CREATE INDEX "email_templates_created_at_idx" ON "email_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_sendings_idempotency_key_idx" ON "email_sendings" USING btree ("idempotency_key");
  CREATE INDEX "email_sendings_template_idx" ON "email_sendings" USING btree ("template");
  CREATE INDEX "email_sendings_updated_at_idx" ON "email_sendings" USING btree ("updated_at");
  CREATE INDEX "email_sendings_created_at_idx" ON "email_sendings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_templates_fk" FOREIGN KEY ("email_templates_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_sendings_fk" FOREIGN KEY ("email_sendings_id") REFERENCES "public"."email_sendings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_email_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("email_templates_id");
  CREATE INDEX "payload_locked_documents_rels_email_sendings_id_idx" ON "payload_locked_documents_rels" USING btree ("email_sendings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "donor_thank_you" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar DEFAULT 'Thank you for your gift to {campaign}' NOT NULL,
  	"body" varchar DEFAULT 'Dear {name},
  
  Thank you for your gift of {amount} to {campaign}, received on {date}.
  
  {dedication}
  
  Gifts like yours keep our studios open, our exhibitions free and our artists working. We are truly grateful.
  
  With warm thanks,
  Everyone at Vernissage' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_templates_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_sendings_fk";
  DROP INDEX "payload_locked_documents_rels_email_templates_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_sendings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_sendings_id";
  DROP TABLE "email_templates" CASCADE;
  DROP TABLE "email_sendings" CASCADE;`)
}
