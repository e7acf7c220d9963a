import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * File storage (decision 019): object metadata and resumable upload sessions.
 * Written by hand and without a `.json` snapshot: these tables belong to
 * `platform/storage`, not to a Payload collection, so Payload's schema diff
 * must never see them (nor drop them). Names are `COLLATE "C"` so they sort
 * bytewise, as GCS lists them, and prefix ranges can use the index.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "storage_objects" (
    "bucket" text NOT NULL,
    "name" text COLLATE "C" NOT NULL,
    "generation" bigint NOT NULL,
    "metageneration" bigint NOT NULL DEFAULT 1,
    "size" bigint NOT NULL,
    "md5_hash" text NOT NULL,
    "crc32c" text NOT NULL,
    "content_type" text,
    "cache_control" text,
    "content_disposition" text,
    "content_encoding" text,
    "content_language" text,
    "custom_metadata" jsonb NOT NULL DEFAULT '{}'::jsonb,
    "owner" text,
    "time_created" timestamp(3) with time zone NOT NULL,
    "updated" timestamp(3) with time zone NOT NULL,
    PRIMARY KEY ("bucket", "name")
  );
  CREATE INDEX "storage_objects_owner_idx" ON "storage_objects" USING btree ("owner") WHERE "owner" IS NOT NULL;

  CREATE TABLE "storage_upload_sessions" (
    "id" text PRIMARY KEY NOT NULL,
    "bucket" text NOT NULL,
    "name" text COLLATE "C" NOT NULL,
    "metadata" jsonb NOT NULL,
    "owner" text,
    "declared_size" bigint,
    "if_generation_match" bigint,
    "received" bigint NOT NULL DEFAULT 0,
    "crc32c_state" bigint NOT NULL DEFAULT 0,
    "driver_state" text NOT NULL,
    "completed_generation" bigint,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "expires_at" timestamp(3) with time zone NOT NULL
  );
  CREATE INDEX "storage_upload_sessions_expires_at_idx" ON "storage_upload_sessions" USING btree ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "storage_upload_sessions";
  DROP TABLE "storage_objects";`)
}
