import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * CSV imports (decision 094): the jobs queue's new task, `runImport`, and the
 * imports domain's own tables — one row per uploaded file and one per line of
 * it once imported, with the values a changed record had before (for undo).
 * The tables are written by hand: they belong to the imports domain, not to a
 * Payload collection, so the snapshot beside this file does not hold them.
 * (Payload's diff also offered `sendMailing` and the `audiences` table, which
 * earlier migrations made but the contacts snapshot had missed: the snapshot
 * here is the whole schema again.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'runImport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'runImport' BEFORE 'schedulePublish';
  CREATE TABLE "imports" (
    "id" serial PRIMARY KEY,
    "kind" text NOT NULL,
    "file_name" text NOT NULL,
    "object_name" text NOT NULL,
    "bytes" bigint NOT NULL,
    "encoding" text NOT NULL,
    "delimiter" text NOT NULL,
    "headers" jsonb NOT NULL,
    "mapping" jsonb NOT NULL,
    "state" text NOT NULL DEFAULT 'uploaded'
      CHECK ("state" IN ('uploaded', 'queued', 'importing', 'done', 'undone')),
    "total_rows" integer,
    "rows_done" integer NOT NULL DEFAULT 0,
    "created_count" integer NOT NULL DEFAULT 0,
    "updated_count" integer NOT NULL DEFAULT 0,
    "skipped_count" integer NOT NULL DEFAULT 0,
    "dry_run" jsonb,
    "uploaded_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
    "uploaded_at" timestamptz NOT NULL DEFAULT now(),
    "finished_at" timestamptz,
    "undone_at" timestamptz,
    "undone_by" integer REFERENCES "users"("id") ON DELETE SET NULL
  );
  CREATE INDEX "imports_uploaded_at_idx" ON "imports" ("uploaded_at");
  -- People are matched by email whatever its case: without it each imported line scans every contact.
  CREATE INDEX IF NOT EXISTS "contacts_email_lower_idx" ON "contacts" (lower("email"));
  CREATE TABLE "import_rows" (
    "import_id" integer NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
    "row_number" integer NOT NULL,
    "outcome" text NOT NULL CHECK ("outcome" IN ('created', 'updated', 'skipped')),
    "reason" text,
    "email" text,
    "target_id" integer,
    "before" jsonb,
    PRIMARY KEY ("import_id", "row_number")
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // PostgreSQL cannot drop an enum's value: the jobs' `runImport` stays, unused.
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'runImport';
  DROP INDEX IF EXISTS "contacts_email_lower_idx";
  DROP TABLE IF EXISTS "import_rows";
  DROP TABLE IF EXISTS "imports";
  `)
}
