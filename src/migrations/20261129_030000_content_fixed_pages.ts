import { randomBytes } from 'node:crypto'

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { homeBlocksFromOldShape, type OldHomePage } from '../domains/content/services/home-migration'

/** The home page as the site holds it before this migration: its row, its body and its highlights. */
async function oldHomePages(db: MigrateUpArgs['db']) {
  const pages = await db.execute(sql`SELECT "id", "body" FROM "home_page"`)
  const highlights = await db.execute(
    sql`SELECT "_parent_id", "title", "text", "link_label", "link_path" FROM "home_page_highlights" ORDER BY "_order"`,
  )
  return pages.rows.map((page) => ({
    id: page.id as number,
    old: {
      body: page.body,
      highlights: highlights.rows
        .filter((row) => row._parent_id === page.id)
        .map((row) => ({
          title: row.title as string,
          text: row.text as string,
          linkLabel: row.link_label as string | null,
          linkPath: row.link_path as string | null,
        })),
    } satisfies OldHomePage,
  }))
}

/**
 * The home page becomes a hero and blocks (decision 057): its heading and
 * introduction stay where they are; its highlights and body are read before
 * their table and column go, and come back as rich-text blocks, so a running
 * site loses no word. The page it had was public: it stays published.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  const homes = await oldHomePages(db)
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_artists_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artists_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_art_lover_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__art_lover_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_donors_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__donors_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "preview_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"made_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_page_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "home_page_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_version_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar,
  	"version_introduction" varchar,
  	"version_picture_id" integer,
  	"version_picture_credit" varchar,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "artists_page_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"title" varchar,
  	"summary" varchar
  );
  
  CREATE TABLE "artists_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"introduction" varchar,
  	"_status" "enum_artists_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_artists_page_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_artists_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar,
  	"version_introduction" varchar,
  	"version__status" "enum__artists_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "art_lover_page_perks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"introduction" varchar,
  	"why_join" jsonb,
  	"membership_card_plan" varchar,
  	"membership_card_heading" varchar,
  	"membership_card_text" varchar,
  	"membership_card_link_label" varchar,
  	"_status" "enum_art_lover_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_art_lover_page_v_version_perks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar,
  	"version_introduction" varchar,
  	"version_why_join" jsonb,
  	"version_membership_card_plan" varchar,
  	"version_membership_card_heading" varchar,
  	"version_membership_card_text" varchar,
  	"version_membership_card_link_label" varchar,
  	"version__status" "enum__art_lover_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "donors_page_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"introduction" jsonb,
  	"_status" "enum_donors_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_donors_page_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar,
  	"version_introduction" jsonb,
  	"version__status" "enum__donors_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "home_page_highlights" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "home_page_highlights" CASCADE;
  ALTER TABLE "home_page" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "introduction" DROP NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "preview_links_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "picture_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "picture_credit" varchar;
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_made_by_id_users_id_fk" FOREIGN KEY ("made_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_calls_to_action" ADD CONSTRAINT "home_page_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_rich_text" ADD CONSTRAINT "home_page_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_calls_to_action" ADD CONSTRAINT "_home_page_v_version_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_rich_text" ADD CONSTRAINT "_home_page_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_picture_id_images_id_fk" FOREIGN KEY ("version_picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_rich_text" ADD CONSTRAINT "artists_page_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_sections" ADD CONSTRAINT "artists_page_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_rich_text" ADD CONSTRAINT "_artists_page_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_version_sections" ADD CONSTRAINT "_artists_page_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_perks" ADD CONSTRAINT "art_lover_page_perks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_rich_text" ADD CONSTRAINT "art_lover_page_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_version_perks" ADD CONSTRAINT "_art_lover_page_v_version_perks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_rich_text" ADD CONSTRAINT "_art_lover_page_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_rich_text" ADD CONSTRAINT "donors_page_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_rich_text" ADD CONSTRAINT "_donors_page_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "preview_links_target_idx" ON "preview_links" USING btree ("target");
  CREATE UNIQUE INDEX "preview_links_token_hash_idx" ON "preview_links" USING btree ("token_hash");
  CREATE INDEX "preview_links_made_by_idx" ON "preview_links" USING btree ("made_by_id");
  CREATE INDEX "preview_links_updated_at_idx" ON "preview_links" USING btree ("updated_at");
  CREATE INDEX "preview_links_created_at_idx" ON "preview_links" USING btree ("created_at");
  CREATE INDEX "home_page_calls_to_action_order_idx" ON "home_page_calls_to_action" USING btree ("_order");
  CREATE INDEX "home_page_calls_to_action_parent_id_idx" ON "home_page_calls_to_action" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_rich_text_order_idx" ON "home_page_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "home_page_blocks_rich_text_parent_id_idx" ON "home_page_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_rich_text_path_idx" ON "home_page_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_home_page_v_version_calls_to_action_order_idx" ON "_home_page_v_version_calls_to_action" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_calls_to_action_parent_id_idx" ON "_home_page_v_version_calls_to_action" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_rich_text_order_idx" ON "_home_page_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_rich_text_parent_id_idx" ON "_home_page_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_rich_text_path_idx" ON "_home_page_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_home_page_v_version_version_picture_idx" ON "_home_page_v" USING btree ("version_picture_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "artists_page_blocks_rich_text_order_idx" ON "artists_page_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_rich_text_parent_id_idx" ON "artists_page_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_rich_text_path_idx" ON "artists_page_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "artists_page_sections_order_idx" ON "artists_page_sections" USING btree ("_order");
  CREATE INDEX "artists_page_sections_parent_id_idx" ON "artists_page_sections" USING btree ("_parent_id");
  CREATE INDEX "artists_page__status_idx" ON "artists_page" USING btree ("_status");
  CREATE INDEX "_artists_page_v_blocks_rich_text_order_idx" ON "_artists_page_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_rich_text_parent_id_idx" ON "_artists_page_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_rich_text_path_idx" ON "_artists_page_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_artists_page_v_version_sections_order_idx" ON "_artists_page_v_version_sections" USING btree ("_order");
  CREATE INDEX "_artists_page_v_version_sections_parent_id_idx" ON "_artists_page_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_version_version__status_idx" ON "_artists_page_v" USING btree ("version__status");
  CREATE INDEX "_artists_page_v_created_at_idx" ON "_artists_page_v" USING btree ("created_at");
  CREATE INDEX "_artists_page_v_updated_at_idx" ON "_artists_page_v" USING btree ("updated_at");
  CREATE INDEX "_artists_page_v_latest_idx" ON "_artists_page_v" USING btree ("latest");
  CREATE INDEX "art_lover_page_perks_order_idx" ON "art_lover_page_perks" USING btree ("_order");
  CREATE INDEX "art_lover_page_perks_parent_id_idx" ON "art_lover_page_perks" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_rich_text_order_idx" ON "art_lover_page_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_rich_text_parent_id_idx" ON "art_lover_page_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_rich_text_path_idx" ON "art_lover_page_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "art_lover_page__status_idx" ON "art_lover_page" USING btree ("_status");
  CREATE INDEX "_art_lover_page_v_version_perks_order_idx" ON "_art_lover_page_v_version_perks" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_version_perks_parent_id_idx" ON "_art_lover_page_v_version_perks" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_rich_text_order_idx" ON "_art_lover_page_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_rich_text_parent_id_idx" ON "_art_lover_page_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_rich_text_path_idx" ON "_art_lover_page_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_version_version__status_idx" ON "_art_lover_page_v" USING btree ("version__status");
  CREATE INDEX "_art_lover_page_v_created_at_idx" ON "_art_lover_page_v" USING btree ("created_at");
  CREATE INDEX "_art_lover_page_v_updated_at_idx" ON "_art_lover_page_v" USING btree ("updated_at");
  CREATE INDEX "_art_lover_page_v_latest_idx" ON "_art_lover_page_v" USING btree ("latest");
  CREATE INDEX "donors_page_blocks_rich_text_order_idx" ON "donors_page_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_rich_text_parent_id_idx" ON "donors_page_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_rich_text_path_idx" ON "donors_page_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "donors_page__status_idx" ON "donors_page" USING btree ("_status");
  CREATE INDEX "_donors_page_v_blocks_rich_text_order_idx" ON "_donors_page_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_rich_text_parent_id_idx" ON "_donors_page_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_rich_text_path_idx" ON "_donors_page_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_donors_page_v_version_version__status_idx" ON "_donors_page_v" USING btree ("version__status");
  CREATE INDEX "_donors_page_v_created_at_idx" ON "_donors_page_v" USING btree ("created_at");
  CREATE INDEX "_donors_page_v_updated_at_idx" ON "_donors_page_v" USING btree ("updated_at");
  CREATE INDEX "_donors_page_v_latest_idx" ON "_donors_page_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_preview_links_fk" FOREIGN KEY ("preview_links_id") REFERENCES "public"."preview_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_picture_id_images_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_preview_links_id_idx" ON "payload_locked_documents_rels" USING btree ("preview_links_id");
  CREATE INDEX "home_page_picture_idx" ON "home_page" USING btree ("picture_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  ALTER TABLE "home_page" DROP COLUMN "body";`)
  for (const home of homes) {
    await db.execute(sql`UPDATE "home_page" SET "_status" = 'published' WHERE "id" = ${home.id}`)
    for (const [order, block] of homeBlocksFromOldShape(home.old).entries()) {
      await db.execute(sql`
        INSERT INTO "home_page_blocks_rich_text" ("_order", "_parent_id", "_path", "id", "content")
        VALUES (${order + 1}, ${home.id}, 'blocks', ${randomBytes(12).toString('hex')}, ${JSON.stringify(block.content)}::jsonb)`)
    }
  }
}


export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "home_page_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"link_label" varchar,
  	"link_path" varchar
  );
  
  ALTER TABLE "preview_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_calls_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_calls_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artists_page_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artists_page_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artists_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_artists_page_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_artists_page_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_artists_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "art_lover_page_perks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "art_lover_page_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "art_lover_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_art_lover_page_v_version_perks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_art_lover_page_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_art_lover_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donors_page_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donors_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_donors_page_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_donors_page_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "preview_links" CASCADE;
  DROP TABLE "home_page_calls_to_action" CASCADE;
  DROP TABLE "home_page_blocks_rich_text" CASCADE;
  DROP TABLE "_home_page_v_version_calls_to_action" CASCADE;
  DROP TABLE "_home_page_v_blocks_rich_text" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "artists_page_blocks_rich_text" CASCADE;
  DROP TABLE "artists_page_sections" CASCADE;
  DROP TABLE "artists_page" CASCADE;
  DROP TABLE "_artists_page_v_blocks_rich_text" CASCADE;
  DROP TABLE "_artists_page_v_version_sections" CASCADE;
  DROP TABLE "_artists_page_v" CASCADE;
  DROP TABLE "art_lover_page_perks" CASCADE;
  DROP TABLE "art_lover_page_blocks_rich_text" CASCADE;
  DROP TABLE "art_lover_page" CASCADE;
  DROP TABLE "_art_lover_page_v_version_perks" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_rich_text" CASCADE;
  DROP TABLE "_art_lover_page_v" CASCADE;
  DROP TABLE "donors_page_blocks_rich_text" CASCADE;
  DROP TABLE "donors_page" CASCADE;
  DROP TABLE "_donors_page_v_blocks_rich_text" CASCADE;
  DROP TABLE "_donors_page_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_preview_links_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_picture_id_images_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_preview_links_id_idx";
  DROP INDEX "home_page_picture_idx";
  DROP INDEX "home_page__status_idx";
  ALTER TABLE "home_page" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "introduction" SET NOT NULL;
  ALTER TABLE "home_page" ADD COLUMN "body" jsonb;
  ALTER TABLE "home_page_highlights" ADD CONSTRAINT "home_page_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_page_highlights_order_idx" ON "home_page_highlights" USING btree ("_order");
  CREATE INDEX "home_page_highlights_parent_id_idx" ON "home_page_highlights" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "preview_links_id";
  ALTER TABLE "home_page" DROP COLUMN "picture_id";
  ALTER TABLE "home_page" DROP COLUMN "picture_credit";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum_artists_page_status";
  DROP TYPE "public"."enum__artists_page_v_version_status";
  DROP TYPE "public"."enum_art_lover_page_status";
  DROP TYPE "public"."enum__art_lover_page_v_version_status";
  DROP TYPE "public"."enum_donors_page_status";
  DROP TYPE "public"."enum__donors_page_v_version_status";`)
}
