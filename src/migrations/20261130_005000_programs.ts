import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_program_kind" AS ENUM('residency', 'class', 'exhibition', 'other');
  CREATE TYPE "public"."enum__pages_v_version_program_kind" AS ENUM('residency', 'class', 'exhibition', 'other');
  ALTER TYPE "public"."enum_pages_section" ADD VALUE 'programs';
  ALTER TYPE "public"."enum__pages_v_version_section" ADD VALUE 'programs';
  ALTER TABLE "pages" ADD COLUMN "program_kind" "enum_pages_program_kind" DEFAULT 'other';
  ALTER TABLE "pages" ADD COLUMN "program_summary" varchar;
  ALTER TABLE "pages" ADD COLUMN "program_picture_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_program_kind" "enum__pages_v_version_program_kind" DEFAULT 'other';
  ALTER TABLE "_pages_v" ADD COLUMN "version_program_summary" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_program_picture_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_program_picture_id_images_id_fk" FOREIGN KEY ("program_picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_program_picture_id_images_id_fk" FOREIGN KEY ("version_program_picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_program_program_picture_idx" ON "pages" USING btree ("program_picture_id");
  CREATE INDEX "_pages_v_version_program_version_program_picture_idx" ON "_pages_v" USING btree ("version_program_picture_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_program_picture_id_images_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_program_picture_id_images_id_fk";
  
  ALTER TABLE "pages" ALTER COLUMN "section" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "section" SET DEFAULT 'top'::text;
  DROP TYPE "public"."enum_pages_section";
  CREATE TYPE "public"."enum_pages_section" AS ENUM('top', 'about');
  ALTER TABLE "pages" ALTER COLUMN "section" SET DEFAULT 'top'::"public"."enum_pages_section";
  ALTER TABLE "pages" ALTER COLUMN "section" SET DATA TYPE "public"."enum_pages_section" USING "section"::"public"."enum_pages_section";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_section" SET DATA TYPE text;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_section" SET DEFAULT 'top'::text;
  DROP TYPE "public"."enum__pages_v_version_section";
  CREATE TYPE "public"."enum__pages_v_version_section" AS ENUM('top', 'about');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_section" SET DEFAULT 'top'::"public"."enum__pages_v_version_section";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_section" SET DATA TYPE "public"."enum__pages_v_version_section" USING "version_section"::"public"."enum__pages_v_version_section";
  DROP INDEX "pages_program_program_picture_idx";
  DROP INDEX "_pages_v_version_program_version_program_picture_idx";
  ALTER TABLE "pages" DROP COLUMN "program_kind";
  ALTER TABLE "pages" DROP COLUMN "program_summary";
  ALTER TABLE "pages" DROP COLUMN "program_picture_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_program_kind";
  ALTER TABLE "_pages_v" DROP COLUMN "version_program_summary";
  ALTER TABLE "_pages_v" DROP COLUMN "version_program_picture_id";
  DROP TYPE "public"."enum_pages_program_kind";
  DROP TYPE "public"."enum__pages_v_version_program_kind";`)
}
