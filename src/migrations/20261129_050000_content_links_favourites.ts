import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_status" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_favourites_kind" AS ENUM('artist', 'artwork');
  CREATE TABLE "short_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"note" varchar,
  	"made_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"status" "enum_redirects_status" DEFAULT '301' NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favourites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_id" integer NOT NULL,
  	"kind" "enum_favourites_kind" NOT NULL,
  	"artist_id" integer,
  	"artwork_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "art_lover_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"person_id" integer NOT NULL,
  	"shown" boolean DEFAULT false,
  	"display_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "short_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favourites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "art_lover_pages_id" integer;
  ALTER TABLE "short_links" ADD CONSTRAINT "short_links_made_by_id_users_id_fk" FOREIGN KEY ("made_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_artist_id_artist_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artist_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_pages" ADD CONSTRAINT "art_lover_pages_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "short_links_code_idx" ON "short_links" USING btree ("code");
  CREATE INDEX "short_links_made_by_idx" ON "short_links" USING btree ("made_by_id");
  CREATE INDEX "short_links_updated_at_idx" ON "short_links" USING btree ("updated_at");
  CREATE INDEX "short_links_created_at_idx" ON "short_links" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "favourites_person_idx" ON "favourites" USING btree ("person_id");
  CREATE INDEX "favourites_artist_idx" ON "favourites" USING btree ("artist_id");
  CREATE INDEX "favourites_artwork_idx" ON "favourites" USING btree ("artwork_id");
  CREATE INDEX "favourites_updated_at_idx" ON "favourites" USING btree ("updated_at");
  CREATE INDEX "favourites_created_at_idx" ON "favourites" USING btree ("created_at");
  CREATE UNIQUE INDEX "person_artist_idx" ON "favourites" USING btree ("person_id","artist_id");
  CREATE UNIQUE INDEX "person_artwork_idx" ON "favourites" USING btree ("person_id","artwork_id");
  CREATE UNIQUE INDEX "art_lover_pages_person_idx" ON "art_lover_pages" USING btree ("person_id");
  CREATE INDEX "art_lover_pages_updated_at_idx" ON "art_lover_pages" USING btree ("updated_at");
  CREATE INDEX "art_lover_pages_created_at_idx" ON "art_lover_pages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_short_links_fk" FOREIGN KEY ("short_links_id") REFERENCES "public"."short_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favourites_fk" FOREIGN KEY ("favourites_id") REFERENCES "public"."favourites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_art_lover_pages_fk" FOREIGN KEY ("art_lover_pages_id") REFERENCES "public"."art_lover_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_short_links_id_idx" ON "payload_locked_documents_rels" USING btree ("short_links_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_favourites_id_idx" ON "payload_locked_documents_rels" USING btree ("favourites_id");
  CREATE INDEX "payload_locked_documents_rels_art_lover_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("art_lover_pages_id");`)

  // By hand, no snapshot: a short link's hits per organisation day (decision 059), reached only by content's
  // services/short-links.ts, never by an API; each hit is one INSERT … ON CONFLICT DO UPDATE.
  await db.execute(sql`
  CREATE TABLE "short_link_hits" (
    "link_id" integer NOT NULL REFERENCES "public"."short_links"("id") ON DELETE cascade,
    "day" date NOT NULL,
    "count" integer NOT NULL CHECK ("count" > 0),
    PRIMARY KEY ("link_id", "day")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "short_link_hits";`)
  await db.execute(sql`
   ALTER TABLE "short_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favourites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "art_lover_pages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "short_links" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "favourites" CASCADE;
  DROP TABLE "art_lover_pages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_short_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favourites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_art_lover_pages_fk";
  
  DROP INDEX "payload_locked_documents_rels_short_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "payload_locked_documents_rels_favourites_id_idx";
  DROP INDEX "payload_locked_documents_rels_art_lover_pages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "short_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favourites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "art_lover_pages_id";
  DROP TYPE "public"."enum_redirects_status";
  DROP TYPE "public"."enum_favourites_kind";`)
}
