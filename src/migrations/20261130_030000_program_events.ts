import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "program_event_tag_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_program_event_tag_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_program_event_tag_id_event_tags_id_fk" FOREIGN KEY ("program_event_tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_program_event_tag_id_event_tags_id_fk" FOREIGN KEY ("version_program_event_tag_id") REFERENCES "public"."event_tags"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_program_program_event_tag_idx" ON "pages" USING btree ("program_event_tag_id");
  CREATE INDEX "_pages_v_version_program_version_program_event_tag_idx" ON "_pages_v" USING btree ("version_program_event_tag_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_program_event_tag_id_event_tags_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_program_event_tag_id_event_tags_id_fk";
  
  DROP INDEX "pages_program_program_event_tag_idx";
  DROP INDEX "_pages_v_version_program_version_program_event_tag_idx";
  ALTER TABLE "pages" DROP COLUMN "program_event_tag_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_program_event_tag_id";`)
}
