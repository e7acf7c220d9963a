import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_artist_profiles_links_kind" AS ENUM('website', 'instagram', 'facebook', 'x', 'tiktok', 'youtube', 'vimeo', 'linkedin', 'other');
  CREATE TYPE "public"."enum_artist_profiles_profile_status" AS ENUM('draft', 'pending', 'published', 'hidden', 'rejected');
  CREATE TYPE "public"."enum_artist_profiles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artist_profiles_v_version_links_kind" AS ENUM('website', 'instagram', 'facebook', 'x', 'tiktok', 'youtube', 'vimeo', 'linkedin', 'other');
  CREATE TYPE "public"."enum__artist_profiles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_artworks_status" AS ENUM('draft', 'published', 'hidden');
  CREATE TYPE "public"."enum_artworks_dimensions_unit" AS ENUM('cm', 'in');
  CREATE TYPE "public"."enum_artworks_availability" AS ENUM('available', 'sold', 'not-for-sale');
  CREATE TYPE "public"."enum_resources_category" AS ENUM('open-studios', 'opportunities', 'professional-practice', 'marketing', 'studio-and-safety', 'other');
  CREATE TABLE "artist_profiles_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_artist_profiles_links_kind" DEFAULT 'website',
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "artist_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"display_name" varchar,
  	"slug" varchar,
  	"owner_id" integer,
  	"status" "enum_artist_profiles_profile_status" DEFAULT 'draft',
  	"rejection_reason" varchar,
  	"verified" boolean DEFAULT false,
  	"verified_at" timestamp(3) with time zone,
  	"bio" varchar,
  	"statement" jsonb,
  	"neighbourhood_id" integer,
  	"studio_street" varchar,
  	"studio_city" varchar,
  	"studio_postcode" varchar,
  	"studio_latitude" numeric,
  	"studio_longitude" numeric,
  	"portrait_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_artist_profiles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "artist_profiles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"mediums_id" integer
  );
  
  CREATE TABLE "_artist_profiles_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__artist_profiles_v_version_links_kind" DEFAULT 'website',
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_artist_profiles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_display_name" varchar,
  	"version_slug" varchar,
  	"version_owner_id" integer,
  	"version_status" "enum_artist_profiles_profile_status" DEFAULT 'draft',
  	"version_rejection_reason" varchar,
  	"version_verified" boolean DEFAULT false,
  	"version_verified_at" timestamp(3) with time zone,
  	"version_bio" varchar,
  	"version_statement" jsonb,
  	"version_neighbourhood_id" integer,
  	"version_studio_street" varchar,
  	"version_studio_city" varchar,
  	"version_studio_postcode" varchar,
  	"version_studio_latitude" numeric,
  	"version_studio_longitude" numeric,
  	"version_portrait_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__artist_profiles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_artist_profiles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"mediums_id" integer
  );
  
  CREATE TABLE "artworks_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "artworks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artist_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"status" "enum_artworks_status" DEFAULT 'draft' NOT NULL,
  	"year" numeric,
  	"medium_id" integer,
  	"dimensions_height" numeric,
  	"dimensions_width" numeric,
  	"dimensions_depth" numeric,
  	"dimensions_unit" "enum_artworks_dimensions_unit" DEFAULT 'cm',
  	"price" numeric,
  	"price_on_request" boolean DEFAULT false,
  	"availability" "enum_artworks_availability" DEFAULT 'available' NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "artworks_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "mediums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "neighbourhoods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "resources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"category" "enum_resources_category" NOT NULL,
  	"link" varchar,
  	"file_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "artist_profiles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "artworks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mediums_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "neighbourhoods_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "resources_id" integer;
  ALTER TABLE "artist_profiles_links" ADD CONSTRAINT "artist_profiles_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artist_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artist_profiles" ADD CONSTRAINT "artist_profiles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artist_profiles" ADD CONSTRAINT "artist_profiles_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artist_profiles" ADD CONSTRAINT "artist_profiles_portrait_id_images_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artist_profiles_rels" ADD CONSTRAINT "artist_profiles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artist_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artist_profiles_rels" ADD CONSTRAINT "artist_profiles_rels_mediums_fk" FOREIGN KEY ("mediums_id") REFERENCES "public"."mediums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artist_profiles_v_version_links" ADD CONSTRAINT "_artist_profiles_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artist_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artist_profiles_v" ADD CONSTRAINT "_artist_profiles_v_parent_id_artist_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artist_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artist_profiles_v" ADD CONSTRAINT "_artist_profiles_v_version_owner_id_users_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artist_profiles_v" ADD CONSTRAINT "_artist_profiles_v_version_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("version_neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artist_profiles_v" ADD CONSTRAINT "_artist_profiles_v_version_portrait_id_images_id_fk" FOREIGN KEY ("version_portrait_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artist_profiles_v_rels" ADD CONSTRAINT "_artist_profiles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_artist_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artist_profiles_v_rels" ADD CONSTRAINT "_artist_profiles_v_rels_mediums_fk" FOREIGN KEY ("mediums_id") REFERENCES "public"."mediums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks_images" ADD CONSTRAINT "artworks_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artworks_images" ADD CONSTRAINT "artworks_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_artist_id_artist_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artist_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artworks_texts" ADD CONSTRAINT "artworks_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "resources" ADD CONSTRAINT "resources_file_id_images_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "artist_profiles_links_order_idx" ON "artist_profiles_links" USING btree ("_order");
  CREATE INDEX "artist_profiles_links_parent_id_idx" ON "artist_profiles_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "artist_profiles_slug_idx" ON "artist_profiles" USING btree ("slug");
  CREATE UNIQUE INDEX "artist_profiles_owner_idx" ON "artist_profiles" USING btree ("owner_id");
  CREATE INDEX "artist_profiles_status_idx" ON "artist_profiles" USING btree ("status");
  CREATE INDEX "artist_profiles_neighbourhood_idx" ON "artist_profiles" USING btree ("neighbourhood_id");
  CREATE INDEX "artist_profiles_portrait_idx" ON "artist_profiles" USING btree ("portrait_id");
  CREATE INDEX "artist_profiles_updated_at_idx" ON "artist_profiles" USING btree ("updated_at");
  CREATE INDEX "artist_profiles_created_at_idx" ON "artist_profiles" USING btree ("created_at");
  CREATE INDEX "artist_profiles__status_idx" ON "artist_profiles" USING btree ("_status");
  CREATE INDEX "artist_profiles_rels_order_idx" ON "artist_profiles_rels" USING btree ("order");
  CREATE INDEX "artist_profiles_rels_parent_idx" ON "artist_profiles_rels" USING btree ("parent_id");
  CREATE INDEX "artist_profiles_rels_path_idx" ON "artist_profiles_rels" USING btree ("path");
  CREATE INDEX "artist_profiles_rels_mediums_id_idx" ON "artist_profiles_rels" USING btree ("mediums_id");
  CREATE INDEX "_artist_profiles_v_version_links_order_idx" ON "_artist_profiles_v_version_links" USING btree ("_order");
  CREATE INDEX "_artist_profiles_v_version_links_parent_id_idx" ON "_artist_profiles_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_artist_profiles_v_parent_idx" ON "_artist_profiles_v" USING btree ("parent_id");
  CREATE INDEX "_artist_profiles_v_version_version_slug_idx" ON "_artist_profiles_v" USING btree ("version_slug");
  CREATE INDEX "_artist_profiles_v_version_version_owner_idx" ON "_artist_profiles_v" USING btree ("version_owner_id");
  CREATE INDEX "_artist_profiles_v_version_version_status_idx" ON "_artist_profiles_v" USING btree ("version_status");
  CREATE INDEX "_artist_profiles_v_version_version_neighbourhood_idx" ON "_artist_profiles_v" USING btree ("version_neighbourhood_id");
  CREATE INDEX "_artist_profiles_v_version_version_portrait_idx" ON "_artist_profiles_v" USING btree ("version_portrait_id");
  CREATE INDEX "_artist_profiles_v_version_version_updated_at_idx" ON "_artist_profiles_v" USING btree ("version_updated_at");
  CREATE INDEX "_artist_profiles_v_version_version_created_at_idx" ON "_artist_profiles_v" USING btree ("version_created_at");
  CREATE INDEX "_artist_profiles_v_version_version__status_idx" ON "_artist_profiles_v" USING btree ("version__status");
  CREATE INDEX "_artist_profiles_v_created_at_idx" ON "_artist_profiles_v" USING btree ("created_at");
  CREATE INDEX "_artist_profiles_v_updated_at_idx" ON "_artist_profiles_v" USING btree ("updated_at");
  CREATE INDEX "_artist_profiles_v_latest_idx" ON "_artist_profiles_v" USING btree ("latest");
  CREATE INDEX "_artist_profiles_v_rels_order_idx" ON "_artist_profiles_v_rels" USING btree ("order");
  CREATE INDEX "_artist_profiles_v_rels_parent_idx" ON "_artist_profiles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_artist_profiles_v_rels_path_idx" ON "_artist_profiles_v_rels" USING btree ("path");
  CREATE INDEX "_artist_profiles_v_rels_mediums_id_idx" ON "_artist_profiles_v_rels" USING btree ("mediums_id");
  CREATE INDEX "artworks_images_order_idx" ON "artworks_images" USING btree ("_order");
  CREATE INDEX "artworks_images_parent_id_idx" ON "artworks_images" USING btree ("_parent_id");
  CREATE INDEX "artworks_images_image_idx" ON "artworks_images" USING btree ("image_id");
  CREATE INDEX "artworks_artist_idx" ON "artworks" USING btree ("artist_id");
  CREATE UNIQUE INDEX "artworks_slug_idx" ON "artworks" USING btree ("slug");
  CREATE INDEX "artworks_status_idx" ON "artworks" USING btree ("status");
  CREATE INDEX "artworks_medium_idx" ON "artworks" USING btree ("medium_id");
  CREATE INDEX "artworks_availability_idx" ON "artworks" USING btree ("availability");
  CREATE INDEX "artworks_updated_at_idx" ON "artworks" USING btree ("updated_at");
  CREATE INDEX "artworks_created_at_idx" ON "artworks" USING btree ("created_at");
  CREATE INDEX "artworks_texts_order_parent" ON "artworks_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "mediums_name_idx" ON "mediums" USING btree ("name");
  CREATE UNIQUE INDEX "mediums_slug_idx" ON "mediums" USING btree ("slug");
  CREATE INDEX "mediums_updated_at_idx" ON "mediums" USING btree ("updated_at");
  CREATE INDEX "mediums_created_at_idx" ON "mediums" USING btree ("created_at");
  CREATE UNIQUE INDEX "neighbourhoods_name_idx" ON "neighbourhoods" USING btree ("name");
  CREATE UNIQUE INDEX "neighbourhoods_slug_idx" ON "neighbourhoods" USING btree ("slug");
  CREATE INDEX "neighbourhoods_updated_at_idx" ON "neighbourhoods" USING btree ("updated_at");
  CREATE INDEX "neighbourhoods_created_at_idx" ON "neighbourhoods" USING btree ("created_at");
  CREATE INDEX "resources_file_idx" ON "resources" USING btree ("file_id");
  CREATE INDEX "resources_updated_at_idx" ON "resources" USING btree ("updated_at");
  CREATE INDEX "resources_created_at_idx" ON "resources" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artist_profiles_fk" FOREIGN KEY ("artist_profiles_id") REFERENCES "public"."artist_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mediums_fk" FOREIGN KEY ("mediums_id") REFERENCES "public"."mediums"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_neighbourhoods_fk" FOREIGN KEY ("neighbourhoods_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resources_fk" FOREIGN KEY ("resources_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_artist_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("artist_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_artworks_id_idx" ON "payload_locked_documents_rels" USING btree ("artworks_id");
  CREATE INDEX "payload_locked_documents_rels_mediums_id_idx" ON "payload_locked_documents_rels" USING btree ("mediums_id");
  CREATE INDEX "payload_locked_documents_rels_neighbourhoods_id_idx" ON "payload_locked_documents_rels" USING btree ("neighbourhoods_id");
  CREATE INDEX "payload_locked_documents_rels_resources_id_idx" ON "payload_locked_documents_rels" USING btree ("resources_id");`)

  // Written by hand: the search of /artists/artsearch (decision 024). Two tables of search documents,
  // one row per published profile and per published artwork, kept current by triggers on every table
  // their words come from, so that renaming a medium or a neighbourhood re-indexes the artists who use it.
  // Payload writes an artist's drafts to _artist_profiles_v only, so nothing unapproved is indexed.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE TEXT SEARCH CONFIGURATION "art_search" (COPY = english);
  ALTER TEXT SEARCH CONFIGURATION "art_search" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

  CREATE TABLE "artist_search" (
  	"profile_id" integer PRIMARY KEY NOT NULL REFERENCES "artist_profiles"("id") ON DELETE cascade,
  	"name_key" text NOT NULL,
  	"document" tsvector NOT NULL,
  	"medium_ids" integer[] DEFAULT '{}' NOT NULL,
  	"neighbourhood_id" integer
  );
  CREATE INDEX "artist_search_document_idx" ON "artist_search" USING gin ("document");
  CREATE INDEX "artist_search_name_key_idx" ON "artist_search" USING gin ("name_key" gin_trgm_ops);
  CREATE INDEX "artist_search_medium_ids_idx" ON "artist_search" USING gin ("medium_ids");
  CREATE INDEX "artist_search_neighbourhood_idx" ON "artist_search" USING btree ("neighbourhood_id");

  CREATE TABLE "artwork_search" (
  	"artwork_id" integer PRIMARY KEY NOT NULL REFERENCES "artworks"("id") ON DELETE cascade,
  	"profile_id" integer NOT NULL,
  	"document" tsvector NOT NULL,
  	"medium_id" integer,
  	"price" numeric,
  	"price_on_request" boolean NOT NULL,
  	"availability" text NOT NULL,
  	"year" integer
  );
  CREATE INDEX "artwork_search_profile_idx" ON "artwork_search" USING btree ("profile_id");
  CREATE INDEX "artwork_search_document_idx" ON "artwork_search" USING gin ("document");

  -- A: the name; B: mediums (the profile's and its published artworks') and neighbourhood; C: the bio;
  -- D: the statement's words (every "text" of the Lexical document).
  CREATE FUNCTION "artist_search_refresh"(profile integer) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM artist_search WHERE profile_id = profile;
    INSERT INTO artist_search (profile_id, name_key, document, medium_ids, neighbourhood_id)
    SELECT p.id,
      unaccent(lower(coalesce(p.display_name, ''))),
      setweight(to_tsvector('art_search', coalesce(p.display_name, '')), 'A')
        || setweight(to_tsvector('art_search', concat_ws(' ',
          (SELECT string_agg(m.name, ' ') FROM mediums m WHERE m.id = ANY(ids.medium_ids)), n.name)), 'B')
        || setweight(to_tsvector('art_search', coalesce(p.bio, '')), 'C')
        || setweight(to_tsvector('art_search', coalesce(
          (SELECT string_agg(t #>> '{}', ' ') FROM jsonb_path_query(p.statement, 'strict $.**.text') AS t), '')), 'D'),
      ids.medium_ids,
      p.neighbourhood_id
    FROM artist_profiles p
    LEFT JOIN neighbourhoods n ON n.id = p.neighbourhood_id
    CROSS JOIN LATERAL (SELECT ARRAY(
      SELECT r.mediums_id FROM artist_profiles_rels r
        WHERE r.parent_id = p.id AND r.path = 'mediums' AND r.mediums_id IS NOT NULL
      UNION
      SELECT a.medium_id FROM artworks a
        WHERE a.artist_id = p.id AND a.status = 'published' AND a.medium_id IS NOT NULL
      ORDER BY 1) AS medium_ids) ids
    WHERE p.id = profile AND p.status = 'published' AND p._status = 'published';
  END $$;

  -- A: the title; B: the medium and the tags; C: the description.
  CREATE FUNCTION "artwork_search_refresh"(artwork integer) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM artwork_search WHERE artwork_id = artwork;
    INSERT INTO artwork_search (artwork_id, profile_id, document, medium_id, price, price_on_request, availability, year)
    SELECT a.id, a.artist_id,
      setweight(to_tsvector('art_search', coalesce(a.title, '')), 'A')
        || setweight(to_tsvector('art_search', concat_ws(' ', m.name,
          (SELECT string_agg(t.text, ' ') FROM artworks_texts t WHERE t.parent_id = a.id AND t.path = 'tags'))), 'B')
        || setweight(to_tsvector('art_search', coalesce(a.description, '')), 'C'),
      a.medium_id, a.price, coalesce(a.price_on_request, false), a.availability::text, a.year::integer
    FROM artworks a LEFT JOIN mediums m ON m.id = a.medium_id
    WHERE a.id = artwork AND a.status = 'published';
  END $$;

  CREATE FUNCTION "artist_profiles_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM artist_search_refresh(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artist_profiles_search" AFTER INSERT OR UPDATE OR DELETE ON "artist_profiles"
    FOR EACH ROW EXECUTE FUNCTION artist_profiles_search_trigger();

  CREATE FUNCTION "artist_profiles_rels_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM artist_search_refresh(NEW.parent_id);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM artist_search_refresh(OLD.parent_id);
    ELSE
      PERFORM artist_search_refresh(OLD.parent_id);
      IF NEW.parent_id <> OLD.parent_id THEN PERFORM artist_search_refresh(NEW.parent_id); END IF;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artist_profiles_rels_search" AFTER INSERT OR UPDATE OR DELETE ON "artist_profiles_rels"
    FOR EACH ROW EXECUTE FUNCTION artist_profiles_rels_search_trigger();

  -- The artist's row lists the mediums of their published artworks too.
  CREATE FUNCTION "artworks_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM artwork_search_refresh(NEW.id);
      PERFORM artist_search_refresh(NEW.artist_id);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM artwork_search_refresh(OLD.id);
      PERFORM artist_search_refresh(OLD.artist_id);
    ELSE
      PERFORM artwork_search_refresh(NEW.id);
      IF (OLD.artist_id, OLD.medium_id, OLD.status) IS DISTINCT FROM (NEW.artist_id, NEW.medium_id, NEW.status) THEN
        PERFORM artist_search_refresh(OLD.artist_id);
        IF NEW.artist_id <> OLD.artist_id THEN PERFORM artist_search_refresh(NEW.artist_id); END IF;
      END IF;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artworks_search" AFTER INSERT OR UPDATE OR DELETE ON "artworks"
    FOR EACH ROW EXECUTE FUNCTION artworks_search_trigger();

  CREATE FUNCTION "artworks_texts_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM artwork_search_refresh(CASE WHEN TG_OP = 'DELETE' THEN OLD.parent_id ELSE NEW.parent_id END);
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artworks_texts_search" AFTER INSERT OR UPDATE OR DELETE ON "artworks_texts"
    FOR EACH ROW EXECUTE FUNCTION artworks_texts_search_trigger();

  -- Deleting a medium or a neighbourhood reaches the tables above through their foreign keys; renaming does not.
  CREATE FUNCTION "mediums_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM artist_search_refresh(profile_id) FROM artist_search WHERE NEW.id = ANY(medium_ids);
    PERFORM artwork_search_refresh(artwork_id) FROM artwork_search WHERE medium_id = NEW.id;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "mediums_search" AFTER UPDATE OF "name" ON "mediums"
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION mediums_search_trigger();

  CREATE FUNCTION "neighbourhoods_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM artist_search_refresh(profile_id) FROM artist_search WHERE neighbourhood_id = NEW.id;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "neighbourhoods_search" AFTER UPDATE OF "name" ON "neighbourhoods"
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION neighbourhoods_search_trigger();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "artist_profiles_search" ON "artist_profiles";
  DROP TRIGGER "artist_profiles_rels_search" ON "artist_profiles_rels";
  DROP TRIGGER "artworks_search" ON "artworks";
  DROP TRIGGER "artworks_texts_search" ON "artworks_texts";
  DROP TRIGGER "mediums_search" ON "mediums";
  DROP TRIGGER "neighbourhoods_search" ON "neighbourhoods";
  DROP FUNCTION "artist_profiles_search_trigger"();
  DROP FUNCTION "artist_profiles_rels_search_trigger"();
  DROP FUNCTION "artworks_search_trigger"();
  DROP FUNCTION "artworks_texts_search_trigger"();
  DROP FUNCTION "mediums_search_trigger"();
  DROP FUNCTION "neighbourhoods_search_trigger"();
  DROP FUNCTION "artist_search_refresh"(integer);
  DROP FUNCTION "artwork_search_refresh"(integer);
  DROP TABLE "artist_search";
  DROP TABLE "artwork_search";
  DROP TEXT SEARCH CONFIGURATION "art_search";
  DROP EXTENSION IF EXISTS unaccent;`)
  // Generated, but with IF EXISTS: DROP TABLE … CASCADE has already removed the locked-documents constraints.
  await db.execute(sql`
   ALTER TABLE "artist_profiles_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artist_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artist_profiles_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_artist_profiles_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_artist_profiles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_artist_profiles_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artworks_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artworks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artworks_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mediums" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "neighbourhoods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resources" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "artist_profiles_links" CASCADE;
  DROP TABLE "artist_profiles" CASCADE;
  DROP TABLE "artist_profiles_rels" CASCADE;
  DROP TABLE "_artist_profiles_v_version_links" CASCADE;
  DROP TABLE "_artist_profiles_v" CASCADE;
  DROP TABLE "_artist_profiles_v_rels" CASCADE;
  DROP TABLE "artworks_images" CASCADE;
  DROP TABLE "artworks" CASCADE;
  DROP TABLE "artworks_texts" CASCADE;
  DROP TABLE "mediums" CASCADE;
  DROP TABLE "neighbourhoods" CASCADE;
  DROP TABLE "resources" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_artist_profiles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_artworks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_mediums_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_neighbourhoods_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_resources_fk";
  
  DROP INDEX "payload_locked_documents_rels_artist_profiles_id_idx";
  DROP INDEX "payload_locked_documents_rels_artworks_id_idx";
  DROP INDEX "payload_locked_documents_rels_mediums_id_idx";
  DROP INDEX "payload_locked_documents_rels_neighbourhoods_id_idx";
  DROP INDEX "payload_locked_documents_rels_resources_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "artist_profiles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "artworks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mediums_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "neighbourhoods_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "resources_id";
  DROP TYPE "public"."enum_artist_profiles_links_kind";
  DROP TYPE "public"."enum_artist_profiles_profile_status";
  DROP TYPE "public"."enum_artist_profiles_status";
  DROP TYPE "public"."enum__artist_profiles_v_version_links_kind";
  DROP TYPE "public"."enum__artist_profiles_v_version_status";
  DROP TYPE "public"."enum_artworks_status";
  DROP TYPE "public"."enum_artworks_dimensions_unit";
  DROP TYPE "public"."enum_artworks_availability";
  DROP TYPE "public"."enum_resources_category";`)
}
