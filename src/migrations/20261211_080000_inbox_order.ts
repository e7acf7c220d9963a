import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: the team inbox reads its pages in SQL, sorted by an index
 * (decision 100, stop 49). `document_time` reads a document's timestamp field (Firestore's typed
 * encoding) as a time — null when it is not one the database reads — so it may be indexed; the two
 * orders of the inbox (how long the oldest unanswered message has waited, the last message) each have
 * an index over the conversations.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION "document_time"(value jsonb) RETURNS timestamptz LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
  BEGIN
    RETURN (value ->> 'timestampValue')::timestamptz;
  EXCEPTION WHEN others THEN
    RETURN NULL;
  END $$;
  CREATE INDEX "documents_conversations_waiting_idx" ON "documents"
    (document_time(fields -> 'oldestUnansweredAt'), path) WHERE parent = 'conversations';
  CREATE INDEX "documents_conversations_last_idx" ON "documents"
    (document_time(fields -> 'lastMessageAt'), path) WHERE parent = 'conversations';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "documents_conversations_last_idx";
  DROP INDEX "documents_conversations_waiting_idx";
  DROP FUNCTION "document_time"(jsonb);
  `)
}
