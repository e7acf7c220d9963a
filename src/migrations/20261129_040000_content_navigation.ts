import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__policies_v_version_path" AS ENUM('privacypolicy', 'copyrightnotice');
  CREATE TYPE "public"."enum_navigation_social_kind" AS ENUM('instagram', 'facebook', 'youtube', 'vimeo', 'tiktok', 'linkedin', 'mastodon', 'bluesky');
  CREATE TABLE "_policies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_path" "enum__policies_v_version_path" NOT NULL,
  	"version_summary" varchar,
  	"version_body" jsonb NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_header_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_navigation_social_kind" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"organisation_name" varchar,
  	"organisation_tagline" varchar,
  	"organisation_address" varchar,
  	"organisation_email" varchar,
  	"organisation_phone" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "section_navigation_artists" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "section_navigation_openstudios" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "section_navigation_about" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "section_navigation_programs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "section_navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "_policies_v" ADD CONSTRAINT "_policies_v_parent_id_policies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_header_children" ADD CONSTRAINT "navigation_header_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header" ADD CONSTRAINT "navigation_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_links" ADD CONSTRAINT "navigation_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_social" ADD CONSTRAINT "navigation_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_navigation_artists" ADD CONSTRAINT "section_navigation_artists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_navigation_openstudios" ADD CONSTRAINT "section_navigation_openstudios_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_navigation_about" ADD CONSTRAINT "section_navigation_about_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "section_navigation_programs" ADD CONSTRAINT "section_navigation_programs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."section_navigation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_policies_v_parent_idx" ON "_policies_v" USING btree ("parent_id");
  CREATE INDEX "_policies_v_version_version_path_idx" ON "_policies_v" USING btree ("version_path");
  CREATE INDEX "_policies_v_version_version_updated_at_idx" ON "_policies_v" USING btree ("version_updated_at");
  CREATE INDEX "_policies_v_version_version_created_at_idx" ON "_policies_v" USING btree ("version_created_at");
  CREATE INDEX "_policies_v_created_at_idx" ON "_policies_v" USING btree ("created_at");
  CREATE INDEX "_policies_v_updated_at_idx" ON "_policies_v" USING btree ("updated_at");
  CREATE INDEX "navigation_header_children_order_idx" ON "navigation_header_children" USING btree ("_order");
  CREATE INDEX "navigation_header_children_parent_id_idx" ON "navigation_header_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_header_order_idx" ON "navigation_header" USING btree ("_order");
  CREATE INDEX "navigation_header_parent_id_idx" ON "navigation_header" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_links_order_idx" ON "navigation_footer_links" USING btree ("_order");
  CREATE INDEX "navigation_footer_links_parent_id_idx" ON "navigation_footer_links" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");
  CREATE INDEX "navigation_social_order_idx" ON "navigation_social" USING btree ("_order");
  CREATE INDEX "navigation_social_parent_id_idx" ON "navigation_social" USING btree ("_parent_id");
  CREATE INDEX "section_navigation_artists_order_idx" ON "section_navigation_artists" USING btree ("_order");
  CREATE INDEX "section_navigation_artists_parent_id_idx" ON "section_navigation_artists" USING btree ("_parent_id");
  CREATE INDEX "section_navigation_openstudios_order_idx" ON "section_navigation_openstudios" USING btree ("_order");
  CREATE INDEX "section_navigation_openstudios_parent_id_idx" ON "section_navigation_openstudios" USING btree ("_parent_id");
  CREATE INDEX "section_navigation_about_order_idx" ON "section_navigation_about" USING btree ("_order");
  CREATE INDEX "section_navigation_about_parent_id_idx" ON "section_navigation_about" USING btree ("_parent_id");
  CREATE INDEX "section_navigation_programs_order_idx" ON "section_navigation_programs" USING btree ("_order");
  CREATE INDEX "section_navigation_programs_parent_id_idx" ON "section_navigation_programs" USING btree ("_parent_id");`)
  // The policies as they stand become their first version, so the text before the first edit stays readable.
  await db.execute(sql`
   INSERT INTO "_policies_v" ("parent_id", "version_title", "version_path", "version_summary", "version_body", "version_updated_at", "version_created_at", "created_at", "updated_at")
   SELECT "id", "title", "path"::text::"enum__policies_v_version_path", "summary", "body", "updated_at", "created_at", "updated_at", "updated_at" FROM "policies";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "_policies_v" CASCADE;
  DROP TABLE "navigation_header_children" CASCADE;
  DROP TABLE "navigation_header" CASCADE;
  DROP TABLE "navigation_footer_links" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation_social" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "section_navigation_artists" CASCADE;
  DROP TABLE "section_navigation_openstudios" CASCADE;
  DROP TABLE "section_navigation_about" CASCADE;
  DROP TABLE "section_navigation_programs" CASCADE;
  DROP TABLE "section_navigation" CASCADE;
  DROP TYPE "public"."enum__policies_v_version_path";
  DROP TYPE "public"."enum_navigation_social_kind";`)
}
