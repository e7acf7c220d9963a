import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "desk_amounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"description" varchar NOT NULL,
  	"amount_minor" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"staff_id" integer,
  	"order_id" integer,
  	"paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "desk_amounts_id" integer;
  ALTER TABLE "desk_amounts" ADD CONSTRAINT "desk_amounts_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "desk_amounts" ADD CONSTRAINT "desk_amounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "desk_amounts_staff_idx" ON "desk_amounts" USING btree ("staff_id");
  CREATE INDEX "desk_amounts_order_idx" ON "desk_amounts" USING btree ("order_id");
  CREATE INDEX "desk_amounts_paid_at_idx" ON "desk_amounts" USING btree ("paid_at");
  CREATE INDEX "desk_amounts_updated_at_idx" ON "desk_amounts" USING btree ("updated_at");
  CREATE INDEX "desk_amounts_created_at_idx" ON "desk_amounts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_desk_amounts_fk" FOREIGN KEY ("desk_amounts_id") REFERENCES "public"."desk_amounts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_desk_amounts_id_idx" ON "payload_locked_documents_rels" USING btree ("desk_amounts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "desk_amounts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "desk_amounts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_desk_amounts_fk";
  
  DROP INDEX "payload_locked_documents_rels_desk_amounts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "desk_amounts_id";`)
}
