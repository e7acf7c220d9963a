import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The 800 px size of the library's images (decision 079, "Next step (stop 49)"); the `makeMissingImageSizes` job fills it for images stored before. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "images" ADD COLUMN "sizes_webp800_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_webp800_filename" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_avif800_filename" varchar;
  CREATE INDEX "images_sizes_webp800_sizes_webp800_filename_idx" ON "images" USING btree ("sizes_webp800_filename");
  CREATE INDEX "images_sizes_avif800_sizes_avif800_filename_idx" ON "images" USING btree ("sizes_avif800_filename");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "images_sizes_webp800_sizes_webp800_filename_idx";
  DROP INDEX "images_sizes_avif800_sizes_avif800_filename_idx";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_url";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_width";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_height";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_webp800_filename";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_url";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_width";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_height";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_avif800_filename";`)
}
