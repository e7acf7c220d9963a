import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_email_sendings_state" AS ENUM('sending', 'sent', 'failed');
  ALTER TABLE "email_sendings" ADD COLUMN "state" "enum_email_sendings_state" DEFAULT 'sent' NOT NULL;
  ALTER TABLE "email_sendings" ADD COLUMN "attempts" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "email_sendings" ADD COLUMN "may_be_duplicate" boolean DEFAULT false;
  ALTER TABLE "email_sendings" ADD COLUMN "note" varchar;
  ALTER TABLE "email_sendings" ADD COLUMN "sender" varchar;
  CREATE INDEX "email_sendings_state_idx" ON "email_sendings" USING btree ("state");
  CREATE INDEX "email_sendings_may_be_duplicate_idx" ON "email_sendings" USING btree ("may_be_duplicate");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "email_sendings_state_idx";
  DROP INDEX "email_sendings_may_be_duplicate_idx";
  ALTER TABLE "email_sendings" DROP COLUMN "state";
  ALTER TABLE "email_sendings" DROP COLUMN "attempts";
  ALTER TABLE "email_sendings" DROP COLUMN "may_be_duplicate";
  ALTER TABLE "email_sendings" DROP COLUMN "note";
  ALTER TABLE "email_sendings" DROP COLUMN "sender";
  DROP TYPE "public"."enum_email_sendings_state";`)
}
