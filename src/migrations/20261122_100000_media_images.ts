import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"credit" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_webp400_url" varchar,
  	"sizes_webp400_width" numeric,
  	"sizes_webp400_height" numeric,
  	"sizes_webp400_mime_type" varchar,
  	"sizes_webp400_filesize" numeric,
  	"sizes_webp400_filename" varchar,
  	"sizes_avif400_url" varchar,
  	"sizes_avif400_width" numeric,
  	"sizes_avif400_height" numeric,
  	"sizes_avif400_mime_type" varchar,
  	"sizes_avif400_filesize" numeric,
  	"sizes_avif400_filename" varchar,
  	"sizes_webp1200_url" varchar,
  	"sizes_webp1200_width" numeric,
  	"sizes_webp1200_height" numeric,
  	"sizes_webp1200_mime_type" varchar,
  	"sizes_webp1200_filesize" numeric,
  	"sizes_webp1200_filename" varchar,
  	"sizes_avif1200_url" varchar,
  	"sizes_avif1200_width" numeric,
  	"sizes_avif1200_height" numeric,
  	"sizes_avif1200_mime_type" varchar,
  	"sizes_avif1200_filesize" numeric,
  	"sizes_avif1200_filename" varchar,
  	"sizes_webp2400_url" varchar,
  	"sizes_webp2400_width" numeric,
  	"sizes_webp2400_height" numeric,
  	"sizes_webp2400_mime_type" varchar,
  	"sizes_webp2400_filesize" numeric,
  	"sizes_webp2400_filename" varchar,
  	"sizes_avif2400_url" varchar,
  	"sizes_avif2400_width" numeric,
  	"sizes_avif2400_height" numeric,
  	"sizes_avif2400_mime_type" varchar,
  	"sizes_avif2400_filesize" numeric,
  	"sizes_avif2400_filename" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "images_id" integer;
  CREATE INDEX "images_updated_at_idx" ON "images" USING btree ("updated_at");
  CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");
  CREATE UNIQUE INDEX "images_filename_idx" ON "images" USING btree ("filename");
  CREATE INDEX "images_sizes_webp400_sizes_webp400_filename_idx" ON "images" USING btree ("sizes_webp400_filename");
  CREATE INDEX "images_sizes_avif400_sizes_avif400_filename_idx" ON "images" USING btree ("sizes_avif400_filename");
  CREATE INDEX "images_sizes_webp1200_sizes_webp1200_filename_idx" ON "images" USING btree ("sizes_webp1200_filename");
  CREATE INDEX "images_sizes_avif1200_sizes_avif1200_filename_idx" ON "images" USING btree ("sizes_avif1200_filename");
  CREATE INDEX "images_sizes_webp2400_sizes_webp2400_filename_idx" ON "images" USING btree ("sizes_webp2400_filename");
  CREATE INDEX "images_sizes_avif2400_sizes_avif2400_filename_idx" ON "images" USING btree ("sizes_avif2400_filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_images_id_idx" ON "payload_locked_documents_rels" USING btree ("images_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "images" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "images" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_images_fk";
  
  DROP INDEX "payload_locked_documents_rels_images_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "images_id";`)
}
