import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_refunds_status" AS ENUM('pending', 'succeeded', 'failed');
  ALTER TABLE "refunds" ADD COLUMN "status" "enum_refunds_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "refunds" ADD COLUMN "staff_id" integer;
  ALTER TABLE "refunds" ADD COLUMN "idempotency_key" varchar NOT NULL;
  ALTER TABLE "refunds" ADD COLUMN "reference" varchar;
  ALTER TABLE "refunds" ADD COLUMN "failure" varchar;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");
  CREATE INDEX "refunds_staff_idx" ON "refunds" USING btree ("staff_id");
  CREATE UNIQUE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "refunds" DROP CONSTRAINT "refunds_staff_id_users_id_fk";
  
  DROP INDEX "refunds_status_idx";
  DROP INDEX "refunds_staff_idx";
  DROP INDEX "refunds_idempotency_key_idx";
  ALTER TABLE "refunds" DROP COLUMN "status";
  ALTER TABLE "refunds" DROP COLUMN "staff_id";
  ALTER TABLE "refunds" DROP COLUMN "idempotency_key";
  ALTER TABLE "refunds" DROP COLUMN "reference";
  ALTER TABLE "refunds" DROP COLUMN "failure";
  DROP TYPE "public"."enum_refunds_status";`)
}
