import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "selections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "selections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "selections_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artist_profiles_id" integer,
  	"artworks_id" integer
  );
  
  ALTER TABLE "images" ADD COLUMN "uploaded_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "selections_id" integer;
  ALTER TABLE "selections_items" ADD CONSTRAINT "selections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "selections_rels" ADD CONSTRAINT "selections_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "selections_rels" ADD CONSTRAINT "selections_rels_artist_profiles_fk" FOREIGN KEY ("artist_profiles_id") REFERENCES "public"."artist_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "selections_rels" ADD CONSTRAINT "selections_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "selections_items_order_idx" ON "selections_items" USING btree ("_order");
  CREATE INDEX "selections_items_parent_id_idx" ON "selections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "selections_slug_idx" ON "selections" USING btree ("slug");
  CREATE INDEX "selections_updated_at_idx" ON "selections" USING btree ("updated_at");
  CREATE INDEX "selections_created_at_idx" ON "selections" USING btree ("created_at");
  CREATE INDEX "selections_rels_order_idx" ON "selections_rels" USING btree ("order");
  CREATE INDEX "selections_rels_parent_idx" ON "selections_rels" USING btree ("parent_id");
  CREATE INDEX "selections_rels_path_idx" ON "selections_rels" USING btree ("path");
  CREATE INDEX "selections_rels_artist_profiles_id_idx" ON "selections_rels" USING btree ("artist_profiles_id");
  CREATE INDEX "selections_rels_artworks_id_idx" ON "selections_rels" USING btree ("artworks_id");
  ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_selections_fk" FOREIGN KEY ("selections_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "images_uploaded_by_idx" ON "images" USING btree ("uploaded_by_id");
  CREATE INDEX "payload_locked_documents_rels_selections_id_idx" ON "payload_locked_documents_rels" USING btree ("selections_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "selections_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "selections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "selections_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "selections_items" CASCADE;
  DROP TABLE "selections" CASCADE;
  DROP TABLE "selections_rels" CASCADE;
  ALTER TABLE "images" DROP CONSTRAINT "images_uploaded_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_selections_fk";
  
  DROP INDEX "images_uploaded_by_idx";
  DROP INDEX "payload_locked_documents_rels_selections_id_idx";
  ALTER TABLE "images" DROP COLUMN "uploaded_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "selections_id";`)
}
