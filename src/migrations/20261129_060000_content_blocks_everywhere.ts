import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "public"."enum_pages_blocks_artist_grid_source" AS ENUM('selection', 'query');
  CREATE TYPE "public"."enum_pages_blocks_artwork_grid_source" AS ENUM('chosen', 'selection', 'medium');
  CREATE TYPE "public"."enum_pages_blocks_support_card_kind" AS ENUM('campaign', 'plan');
  CREATE TYPE "public"."enum__pages_v_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "public"."enum__pages_v_blocks_artist_grid_source" AS ENUM('selection', 'query');
  CREATE TYPE "public"."enum__pages_v_blocks_artwork_grid_source" AS ENUM('chosen', 'selection', 'medium');
  CREATE TYPE "public"."enum__pages_v_blocks_support_card_kind" AS ENUM('campaign', 'plan');
  CREATE TYPE "public"."enum_home_page_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "public"."enum_home_page_blocks_artist_grid_source" AS ENUM('selection', 'query');
  CREATE TYPE "public"."enum_home_page_blocks_artwork_grid_source" AS ENUM('chosen', 'selection', 'medium');
  CREATE TYPE "public"."enum_home_page_blocks_support_card_kind" AS ENUM('campaign', 'plan');
  CREATE TYPE "public"."enum__home_page_v_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "public"."enum__home_page_v_blocks_artist_grid_source" AS ENUM('selection', 'query');
  CREATE TYPE "public"."enum__home_page_v_blocks_artwork_grid_source" AS ENUM('chosen', 'selection', 'medium');
  CREATE TYPE "public"."enum__home_page_v_blocks_support_card_kind" AS ENUM('campaign', 'plan');
  CREATE TYPE "public"."enum_artists_page_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "public"."enum_artists_page_blocks_artist_grid_source" AS ENUM('selection', 'query');
  CREATE TYPE "public"."enum_artists_page_blocks_artwork_grid_source" AS ENUM('chosen', 'selection', 'medium');
  CREATE TYPE "public"."enum_artists_page_blocks_support_card_kind" AS ENUM('campaign', 'plan');
  CREATE TYPE "public"."enum__artists_page_v_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "public"."enum__artists_page_v_blocks_artist_grid_source" AS ENUM('selection', 'query');
  CREATE TYPE "public"."enum__artists_page_v_blocks_artwork_grid_source" AS ENUM('chosen', 'selection', 'medium');
  CREATE TYPE "public"."enum__artists_page_v_blocks_support_card_kind" AS ENUM('campaign', 'plan');
  CREATE TYPE "public"."enum_art_lover_page_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "public"."enum_art_lover_page_blocks_artist_grid_source" AS ENUM('selection', 'query');
  CREATE TYPE "public"."enum_art_lover_page_blocks_artwork_grid_source" AS ENUM('chosen', 'selection', 'medium');
  CREATE TYPE "public"."enum_art_lover_page_blocks_support_card_kind" AS ENUM('campaign', 'plan');
  CREATE TYPE "public"."enum__art_lover_page_v_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "public"."enum__art_lover_page_v_blocks_artist_grid_source" AS ENUM('selection', 'query');
  CREATE TYPE "public"."enum__art_lover_page_v_blocks_artwork_grid_source" AS ENUM('chosen', 'selection', 'medium');
  CREATE TYPE "public"."enum__art_lover_page_v_blocks_support_card_kind" AS ENUM('campaign', 'plan');
  CREATE TYPE "public"."enum_donors_page_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "public"."enum_donors_page_blocks_artist_grid_source" AS ENUM('selection', 'query');
  CREATE TYPE "public"."enum_donors_page_blocks_artwork_grid_source" AS ENUM('chosen', 'selection', 'medium');
  CREATE TYPE "public"."enum_donors_page_blocks_support_card_kind" AS ENUM('campaign', 'plan');
  CREATE TYPE "public"."enum__donors_page_v_blocks_image_width" AS ENUM('text', 'wide', 'full');
  CREATE TYPE "public"."enum__donors_page_v_blocks_artist_grid_source" AS ENUM('selection', 'query');
  CREATE TYPE "public"."enum__donors_page_v_blocks_artwork_grid_source" AS ENUM('chosen', 'selection', 'medium');
  CREATE TYPE "public"."enum__donors_page_v_blocks_support_card_kind" AS ENUM('campaign', 'plan');
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"credit" varchar,
  	"width" "enum_pages_blocks_image_width" DEFAULT 'text',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "pages_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_artist_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_pages_blocks_artist_grid_source" DEFAULT 'selection',
  	"selection_id" integer,
  	"medium_id" integer,
  	"neighbourhood_id" integer,
  	"weekend" numeric,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_artwork_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_pages_blocks_artwork_grid_source" DEFAULT 'chosen',
  	"selection_id" integer,
  	"medium_id" integer,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_support_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_support_card_kind" DEFAULT 'campaign',
  	"campaign_id" integer,
  	"plan_id" integer,
  	"text" varchar,
  	"button_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"credit" varchar,
  	"width" "enum__pages_v_blocks_image_width" DEFAULT 'text',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_artist_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__pages_v_blocks_artist_grid_source" DEFAULT 'selection',
  	"selection_id" integer,
  	"medium_id" integer,
  	"neighbourhood_id" integer,
  	"weekend" numeric,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_artwork_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__pages_v_blocks_artwork_grid_source" DEFAULT 'chosen',
  	"selection_id" integer,
  	"medium_id" integer,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_support_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_support_card_kind" DEFAULT 'campaign',
  	"campaign_id" integer,
  	"plan_id" integer,
  	"text" varchar,
  	"button_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "home_page_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"credit" varchar,
  	"width" "enum_home_page_blocks_image_width" DEFAULT 'text',
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "home_page_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "home_page_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "home_page_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "home_page_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_artist_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_home_page_blocks_artist_grid_source" DEFAULT 'selection',
  	"selection_id" integer,
  	"medium_id" integer,
  	"neighbourhood_id" integer,
  	"weekend" numeric,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_artwork_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_home_page_blocks_artwork_grid_source" DEFAULT 'chosen',
  	"selection_id" integer,
  	"medium_id" integer,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_support_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_home_page_blocks_support_card_kind" DEFAULT 'campaign',
  	"campaign_id" integer,
  	"plan_id" integer,
  	"text" varchar,
  	"button_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "_home_page_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"credit" varchar,
  	"width" "enum__home_page_v_blocks_image_width" DEFAULT 'text',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_artist_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__home_page_v_blocks_artist_grid_source" DEFAULT 'selection',
  	"selection_id" integer,
  	"medium_id" integer,
  	"neighbourhood_id" integer,
  	"weekend" numeric,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_artwork_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__home_page_v_blocks_artwork_grid_source" DEFAULT 'chosen',
  	"selection_id" integer,
  	"medium_id" integer,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_support_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__home_page_v_blocks_support_card_kind" DEFAULT 'campaign',
  	"campaign_id" integer,
  	"plan_id" integer,
  	"text" varchar,
  	"button_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "artists_page_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"credit" varchar,
  	"width" "enum_artists_page_blocks_image_width" DEFAULT 'text',
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_blocks_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "artists_page_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "artists_page_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "artists_page_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "artists_page_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_blocks_artist_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_artists_page_blocks_artist_grid_source" DEFAULT 'selection',
  	"selection_id" integer,
  	"medium_id" integer,
  	"neighbourhood_id" integer,
  	"weekend" numeric,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_blocks_artwork_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_artists_page_blocks_artwork_grid_source" DEFAULT 'chosen',
  	"selection_id" integer,
  	"medium_id" integer,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_blocks_support_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_artists_page_blocks_support_card_kind" DEFAULT 'campaign',
  	"campaign_id" integer,
  	"plan_id" integer,
  	"text" varchar,
  	"button_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "artists_page_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "_artists_page_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"credit" varchar,
  	"width" "enum__artists_page_v_blocks_image_width" DEFAULT 'text',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_artist_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__artists_page_v_blocks_artist_grid_source" DEFAULT 'selection',
  	"selection_id" integer,
  	"medium_id" integer,
  	"neighbourhood_id" integer,
  	"weekend" numeric,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_artwork_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__artists_page_v_blocks_artwork_grid_source" DEFAULT 'chosen',
  	"selection_id" integer,
  	"medium_id" integer,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_blocks_support_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__artists_page_v_blocks_support_card_kind" DEFAULT 'campaign',
  	"campaign_id" integer,
  	"plan_id" integer,
  	"text" varchar,
  	"button_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artists_page_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "art_lover_page_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"credit" varchar,
  	"width" "enum_art_lover_page_blocks_image_width" DEFAULT 'text',
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "art_lover_page_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "art_lover_page_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_artist_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_art_lover_page_blocks_artist_grid_source" DEFAULT 'selection',
  	"selection_id" integer,
  	"medium_id" integer,
  	"neighbourhood_id" integer,
  	"weekend" numeric,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_artwork_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_art_lover_page_blocks_artwork_grid_source" DEFAULT 'chosen',
  	"selection_id" integer,
  	"medium_id" integer,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_blocks_support_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_art_lover_page_blocks_support_card_kind" DEFAULT 'campaign',
  	"campaign_id" integer,
  	"plan_id" integer,
  	"text" varchar,
  	"button_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_lover_page_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"credit" varchar,
  	"width" "enum__art_lover_page_v_blocks_image_width" DEFAULT 'text',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_artist_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__art_lover_page_v_blocks_artist_grid_source" DEFAULT 'selection',
  	"selection_id" integer,
  	"medium_id" integer,
  	"neighbourhood_id" integer,
  	"weekend" numeric,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_artwork_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__art_lover_page_v_blocks_artwork_grid_source" DEFAULT 'chosen',
  	"selection_id" integer,
  	"medium_id" integer,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_blocks_support_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__art_lover_page_v_blocks_support_card_kind" DEFAULT 'campaign',
  	"campaign_id" integer,
  	"plan_id" integer,
  	"text" varchar,
  	"button_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_lover_page_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "donors_page_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"credit" varchar,
  	"width" "enum_donors_page_blocks_image_width" DEFAULT 'text',
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_blocks_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "donors_page_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "donors_page_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "donors_page_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "donors_page_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_blocks_artist_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_donors_page_blocks_artist_grid_source" DEFAULT 'selection',
  	"selection_id" integer,
  	"medium_id" integer,
  	"neighbourhood_id" integer,
  	"weekend" numeric,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_blocks_artwork_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_donors_page_blocks_artwork_grid_source" DEFAULT 'chosen',
  	"selection_id" integer,
  	"medium_id" integer,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_blocks_support_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_donors_page_blocks_support_card_kind" DEFAULT 'campaign',
  	"campaign_id" integer,
  	"plan_id" integer,
  	"text" varchar,
  	"button_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "donors_page_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "_donors_page_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"credit" varchar,
  	"width" "enum__donors_page_v_blocks_image_width" DEFAULT 'text',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_artist_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__donors_page_v_blocks_artist_grid_source" DEFAULT 'selection',
  	"selection_id" integer,
  	"medium_id" integer,
  	"neighbourhood_id" integer,
  	"weekend" numeric,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_artwork_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__donors_page_v_blocks_artwork_grid_source" DEFAULT 'chosen',
  	"selection_id" integer,
  	"medium_id" integer,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_blocks_support_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__donors_page_v_blocks_support_card_kind" DEFAULT 'campaign',
  	"campaign_id" integer,
  	"plan_id" integer,
  	"text" varchar,
  	"button_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_donors_page_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_pictures" ADD CONSTRAINT "pages_blocks_gallery_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery_pictures" ADD CONSTRAINT "pages_blocks_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_gallery" ADD CONSTRAINT "pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_buttons" ADD CONSTRAINT "pages_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_columns_columns" ADD CONSTRAINT "pages_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_columns" ADD CONSTRAINT "pages_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_questions" ADD CONSTRAINT "pages_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_embed" ADD CONSTRAINT "pages_blocks_video_embed_poster_id_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_embed" ADD CONSTRAINT "pages_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_artist_grid" ADD CONSTRAINT "pages_blocks_artist_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_artist_grid" ADD CONSTRAINT "pages_blocks_artist_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_artist_grid" ADD CONSTRAINT "pages_blocks_artist_grid_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_artist_grid" ADD CONSTRAINT "pages_blocks_artist_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_artwork_grid" ADD CONSTRAINT "pages_blocks_artwork_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_artwork_grid" ADD CONSTRAINT "pages_blocks_artwork_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_artwork_grid" ADD CONSTRAINT "pages_blocks_artwork_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_support_card" ADD CONSTRAINT "pages_blocks_support_card_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_support_card" ADD CONSTRAINT "pages_blocks_support_card_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_support_card" ADD CONSTRAINT "pages_blocks_support_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_pictures" ADD CONSTRAINT "_pages_v_blocks_gallery_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery_pictures" ADD CONSTRAINT "_pages_v_blocks_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_gallery" ADD CONSTRAINT "_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_pages_v_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_columns_columns" ADD CONSTRAINT "_pages_v_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_columns" ADD CONSTRAINT "_pages_v_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_questions" ADD CONSTRAINT "_pages_v_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD CONSTRAINT "_pages_v_blocks_video_embed_poster_id_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD CONSTRAINT "_pages_v_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artist_grid" ADD CONSTRAINT "_pages_v_blocks_artist_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artist_grid" ADD CONSTRAINT "_pages_v_blocks_artist_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artist_grid" ADD CONSTRAINT "_pages_v_blocks_artist_grid_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artist_grid" ADD CONSTRAINT "_pages_v_blocks_artist_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artwork_grid" ADD CONSTRAINT "_pages_v_blocks_artwork_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artwork_grid" ADD CONSTRAINT "_pages_v_blocks_artwork_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_artwork_grid" ADD CONSTRAINT "_pages_v_blocks_artwork_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_support_card" ADD CONSTRAINT "_pages_v_blocks_support_card_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_support_card" ADD CONSTRAINT "_pages_v_blocks_support_card_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_support_card" ADD CONSTRAINT "_pages_v_blocks_support_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_image" ADD CONSTRAINT "home_page_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_image" ADD CONSTRAINT "home_page_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_gallery_pictures" ADD CONSTRAINT "home_page_blocks_gallery_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_gallery_pictures" ADD CONSTRAINT "home_page_blocks_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_gallery" ADD CONSTRAINT "home_page_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_call_to_action_buttons" ADD CONSTRAINT "home_page_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_call_to_action" ADD CONSTRAINT "home_page_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_columns_columns" ADD CONSTRAINT "home_page_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_columns" ADD CONSTRAINT "home_page_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_faq_questions" ADD CONSTRAINT "home_page_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_faq" ADD CONSTRAINT "home_page_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_quote" ADD CONSTRAINT "home_page_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_video_embed" ADD CONSTRAINT "home_page_blocks_video_embed_poster_id_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_video_embed" ADD CONSTRAINT "home_page_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_artist_grid" ADD CONSTRAINT "home_page_blocks_artist_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_artist_grid" ADD CONSTRAINT "home_page_blocks_artist_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_artist_grid" ADD CONSTRAINT "home_page_blocks_artist_grid_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_artist_grid" ADD CONSTRAINT "home_page_blocks_artist_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_artwork_grid" ADD CONSTRAINT "home_page_blocks_artwork_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_artwork_grid" ADD CONSTRAINT "home_page_blocks_artwork_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_artwork_grid" ADD CONSTRAINT "home_page_blocks_artwork_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_support_card" ADD CONSTRAINT "home_page_blocks_support_card_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_support_card" ADD CONSTRAINT "home_page_blocks_support_card_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_support_card" ADD CONSTRAINT "home_page_blocks_support_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_rels" ADD CONSTRAINT "home_page_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_rels" ADD CONSTRAINT "home_page_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_image" ADD CONSTRAINT "_home_page_v_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_image" ADD CONSTRAINT "_home_page_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_gallery_pictures" ADD CONSTRAINT "_home_page_v_blocks_gallery_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_gallery_pictures" ADD CONSTRAINT "_home_page_v_blocks_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_gallery" ADD CONSTRAINT "_home_page_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_home_page_v_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_call_to_action" ADD CONSTRAINT "_home_page_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_columns_columns" ADD CONSTRAINT "_home_page_v_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_columns" ADD CONSTRAINT "_home_page_v_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_faq_questions" ADD CONSTRAINT "_home_page_v_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_faq" ADD CONSTRAINT "_home_page_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_quote" ADD CONSTRAINT "_home_page_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_video_embed" ADD CONSTRAINT "_home_page_v_blocks_video_embed_poster_id_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_video_embed" ADD CONSTRAINT "_home_page_v_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_artist_grid" ADD CONSTRAINT "_home_page_v_blocks_artist_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_artist_grid" ADD CONSTRAINT "_home_page_v_blocks_artist_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_artist_grid" ADD CONSTRAINT "_home_page_v_blocks_artist_grid_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_artist_grid" ADD CONSTRAINT "_home_page_v_blocks_artist_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_artwork_grid" ADD CONSTRAINT "_home_page_v_blocks_artwork_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_artwork_grid" ADD CONSTRAINT "_home_page_v_blocks_artwork_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_artwork_grid" ADD CONSTRAINT "_home_page_v_blocks_artwork_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_support_card" ADD CONSTRAINT "_home_page_v_blocks_support_card_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_support_card" ADD CONSTRAINT "_home_page_v_blocks_support_card_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_support_card" ADD CONSTRAINT "_home_page_v_blocks_support_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_rels" ADD CONSTRAINT "_home_page_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_rels" ADD CONSTRAINT "_home_page_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_image" ADD CONSTRAINT "artists_page_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_image" ADD CONSTRAINT "artists_page_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_gallery_pictures" ADD CONSTRAINT "artists_page_blocks_gallery_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_gallery_pictures" ADD CONSTRAINT "artists_page_blocks_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_gallery" ADD CONSTRAINT "artists_page_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_call_to_action_buttons" ADD CONSTRAINT "artists_page_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_call_to_action" ADD CONSTRAINT "artists_page_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_columns_columns" ADD CONSTRAINT "artists_page_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_columns" ADD CONSTRAINT "artists_page_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_faq_questions" ADD CONSTRAINT "artists_page_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_faq" ADD CONSTRAINT "artists_page_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_quote" ADD CONSTRAINT "artists_page_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_video_embed" ADD CONSTRAINT "artists_page_blocks_video_embed_poster_id_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_video_embed" ADD CONSTRAINT "artists_page_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_artist_grid" ADD CONSTRAINT "artists_page_blocks_artist_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_artist_grid" ADD CONSTRAINT "artists_page_blocks_artist_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_artist_grid" ADD CONSTRAINT "artists_page_blocks_artist_grid_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_artist_grid" ADD CONSTRAINT "artists_page_blocks_artist_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_artwork_grid" ADD CONSTRAINT "artists_page_blocks_artwork_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_artwork_grid" ADD CONSTRAINT "artists_page_blocks_artwork_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_artwork_grid" ADD CONSTRAINT "artists_page_blocks_artwork_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_support_card" ADD CONSTRAINT "artists_page_blocks_support_card_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_support_card" ADD CONSTRAINT "artists_page_blocks_support_card_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_page_blocks_support_card" ADD CONSTRAINT "artists_page_blocks_support_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_rels" ADD CONSTRAINT "artists_page_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artists_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_page_rels" ADD CONSTRAINT "artists_page_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_image" ADD CONSTRAINT "_artists_page_v_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_image" ADD CONSTRAINT "_artists_page_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_gallery_pictures" ADD CONSTRAINT "_artists_page_v_blocks_gallery_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_gallery_pictures" ADD CONSTRAINT "_artists_page_v_blocks_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_gallery" ADD CONSTRAINT "_artists_page_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_artists_page_v_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_call_to_action" ADD CONSTRAINT "_artists_page_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_columns_columns" ADD CONSTRAINT "_artists_page_v_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_columns" ADD CONSTRAINT "_artists_page_v_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_faq_questions" ADD CONSTRAINT "_artists_page_v_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_faq" ADD CONSTRAINT "_artists_page_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_quote" ADD CONSTRAINT "_artists_page_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_video_embed" ADD CONSTRAINT "_artists_page_v_blocks_video_embed_poster_id_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_video_embed" ADD CONSTRAINT "_artists_page_v_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_artist_grid" ADD CONSTRAINT "_artists_page_v_blocks_artist_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_artist_grid" ADD CONSTRAINT "_artists_page_v_blocks_artist_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_artist_grid" ADD CONSTRAINT "_artists_page_v_blocks_artist_grid_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_artist_grid" ADD CONSTRAINT "_artists_page_v_blocks_artist_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_artwork_grid" ADD CONSTRAINT "_artists_page_v_blocks_artwork_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_artwork_grid" ADD CONSTRAINT "_artists_page_v_blocks_artwork_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_artwork_grid" ADD CONSTRAINT "_artists_page_v_blocks_artwork_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_support_card" ADD CONSTRAINT "_artists_page_v_blocks_support_card_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_support_card" ADD CONSTRAINT "_artists_page_v_blocks_support_card_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_page_v_blocks_support_card" ADD CONSTRAINT "_artists_page_v_blocks_support_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_rels" ADD CONSTRAINT "_artists_page_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_artists_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_page_v_rels" ADD CONSTRAINT "_artists_page_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_image" ADD CONSTRAINT "art_lover_page_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_image" ADD CONSTRAINT "art_lover_page_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_gallery_pictures" ADD CONSTRAINT "art_lover_page_blocks_gallery_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_gallery_pictures" ADD CONSTRAINT "art_lover_page_blocks_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_gallery" ADD CONSTRAINT "art_lover_page_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_call_to_action_buttons" ADD CONSTRAINT "art_lover_page_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_call_to_action" ADD CONSTRAINT "art_lover_page_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_columns_columns" ADD CONSTRAINT "art_lover_page_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_columns" ADD CONSTRAINT "art_lover_page_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_faq_questions" ADD CONSTRAINT "art_lover_page_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_faq" ADD CONSTRAINT "art_lover_page_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_quote" ADD CONSTRAINT "art_lover_page_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_video_embed" ADD CONSTRAINT "art_lover_page_blocks_video_embed_poster_id_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_video_embed" ADD CONSTRAINT "art_lover_page_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_artist_grid" ADD CONSTRAINT "art_lover_page_blocks_artist_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_artist_grid" ADD CONSTRAINT "art_lover_page_blocks_artist_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_artist_grid" ADD CONSTRAINT "art_lover_page_blocks_artist_grid_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_artist_grid" ADD CONSTRAINT "art_lover_page_blocks_artist_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_artwork_grid" ADD CONSTRAINT "art_lover_page_blocks_artwork_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_artwork_grid" ADD CONSTRAINT "art_lover_page_blocks_artwork_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_artwork_grid" ADD CONSTRAINT "art_lover_page_blocks_artwork_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_support_card" ADD CONSTRAINT "art_lover_page_blocks_support_card_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_support_card" ADD CONSTRAINT "art_lover_page_blocks_support_card_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_lover_page_blocks_support_card" ADD CONSTRAINT "art_lover_page_blocks_support_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_rels" ADD CONSTRAINT "art_lover_page_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."art_lover_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_lover_page_rels" ADD CONSTRAINT "art_lover_page_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_image" ADD CONSTRAINT "_art_lover_page_v_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_image" ADD CONSTRAINT "_art_lover_page_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_gallery_pictures" ADD CONSTRAINT "_art_lover_page_v_blocks_gallery_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_gallery_pictures" ADD CONSTRAINT "_art_lover_page_v_blocks_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_gallery" ADD CONSTRAINT "_art_lover_page_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_art_lover_page_v_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_call_to_action" ADD CONSTRAINT "_art_lover_page_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_columns_columns" ADD CONSTRAINT "_art_lover_page_v_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_columns" ADD CONSTRAINT "_art_lover_page_v_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_faq_questions" ADD CONSTRAINT "_art_lover_page_v_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_faq" ADD CONSTRAINT "_art_lover_page_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_quote" ADD CONSTRAINT "_art_lover_page_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_video_embed" ADD CONSTRAINT "_art_lover_page_v_blocks_video_embed_poster_id_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_video_embed" ADD CONSTRAINT "_art_lover_page_v_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_artist_grid" ADD CONSTRAINT "_art_lover_page_v_blocks_artist_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_artist_grid" ADD CONSTRAINT "_art_lover_page_v_blocks_artist_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_artist_grid" ADD CONSTRAINT "_art_lover_page_v_blocks_artist_grid_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_artist_grid" ADD CONSTRAINT "_art_lover_page_v_blocks_artist_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_artwork_grid" ADD CONSTRAINT "_art_lover_page_v_blocks_artwork_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_artwork_grid" ADD CONSTRAINT "_art_lover_page_v_blocks_artwork_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_artwork_grid" ADD CONSTRAINT "_art_lover_page_v_blocks_artwork_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_support_card" ADD CONSTRAINT "_art_lover_page_v_blocks_support_card_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_support_card" ADD CONSTRAINT "_art_lover_page_v_blocks_support_card_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_blocks_support_card" ADD CONSTRAINT "_art_lover_page_v_blocks_support_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_rels" ADD CONSTRAINT "_art_lover_page_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_art_lover_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_lover_page_v_rels" ADD CONSTRAINT "_art_lover_page_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_image" ADD CONSTRAINT "donors_page_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_image" ADD CONSTRAINT "donors_page_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_gallery_pictures" ADD CONSTRAINT "donors_page_blocks_gallery_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_gallery_pictures" ADD CONSTRAINT "donors_page_blocks_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_gallery" ADD CONSTRAINT "donors_page_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_call_to_action_buttons" ADD CONSTRAINT "donors_page_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_call_to_action" ADD CONSTRAINT "donors_page_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_columns_columns" ADD CONSTRAINT "donors_page_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_columns" ADD CONSTRAINT "donors_page_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_faq_questions" ADD CONSTRAINT "donors_page_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_faq" ADD CONSTRAINT "donors_page_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_quote" ADD CONSTRAINT "donors_page_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_video_embed" ADD CONSTRAINT "donors_page_blocks_video_embed_poster_id_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_video_embed" ADD CONSTRAINT "donors_page_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_artist_grid" ADD CONSTRAINT "donors_page_blocks_artist_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_artist_grid" ADD CONSTRAINT "donors_page_blocks_artist_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_artist_grid" ADD CONSTRAINT "donors_page_blocks_artist_grid_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_artist_grid" ADD CONSTRAINT "donors_page_blocks_artist_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_artwork_grid" ADD CONSTRAINT "donors_page_blocks_artwork_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_artwork_grid" ADD CONSTRAINT "donors_page_blocks_artwork_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_artwork_grid" ADD CONSTRAINT "donors_page_blocks_artwork_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_support_card" ADD CONSTRAINT "donors_page_blocks_support_card_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_support_card" ADD CONSTRAINT "donors_page_blocks_support_card_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donors_page_blocks_support_card" ADD CONSTRAINT "donors_page_blocks_support_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_rels" ADD CONSTRAINT "donors_page_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."donors_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donors_page_rels" ADD CONSTRAINT "donors_page_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_image" ADD CONSTRAINT "_donors_page_v_blocks_image_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_image" ADD CONSTRAINT "_donors_page_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_gallery_pictures" ADD CONSTRAINT "_donors_page_v_blocks_gallery_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_gallery_pictures" ADD CONSTRAINT "_donors_page_v_blocks_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v_blocks_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_gallery" ADD CONSTRAINT "_donors_page_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_donors_page_v_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_call_to_action" ADD CONSTRAINT "_donors_page_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_columns_columns" ADD CONSTRAINT "_donors_page_v_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_columns" ADD CONSTRAINT "_donors_page_v_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_faq_questions" ADD CONSTRAINT "_donors_page_v_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_faq" ADD CONSTRAINT "_donors_page_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_quote" ADD CONSTRAINT "_donors_page_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_video_embed" ADD CONSTRAINT "_donors_page_v_blocks_video_embed_poster_id_images_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_video_embed" ADD CONSTRAINT "_donors_page_v_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_artist_grid" ADD CONSTRAINT "_donors_page_v_blocks_artist_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_artist_grid" ADD CONSTRAINT "_donors_page_v_blocks_artist_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_artist_grid" ADD CONSTRAINT "_donors_page_v_blocks_artist_grid_neighbourhood_id_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."neighbourhoods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_artist_grid" ADD CONSTRAINT "_donors_page_v_blocks_artist_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_artwork_grid" ADD CONSTRAINT "_donors_page_v_blocks_artwork_grid_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_artwork_grid" ADD CONSTRAINT "_donors_page_v_blocks_artwork_grid_medium_id_mediums_id_fk" FOREIGN KEY ("medium_id") REFERENCES "public"."mediums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_artwork_grid" ADD CONSTRAINT "_donors_page_v_blocks_artwork_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_support_card" ADD CONSTRAINT "_donors_page_v_blocks_support_card_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_support_card" ADD CONSTRAINT "_donors_page_v_blocks_support_card_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donors_page_v_blocks_support_card" ADD CONSTRAINT "_donors_page_v_blocks_support_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_rels" ADD CONSTRAINT "_donors_page_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_donors_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donors_page_v_rels" ADD CONSTRAINT "_donors_page_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_gallery_pictures_order_idx" ON "pages_blocks_gallery_pictures" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_pictures_parent_id_idx" ON "pages_blocks_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_pictures_image_idx" ON "pages_blocks_gallery_pictures" USING btree ("image_id");
  CREATE INDEX "pages_blocks_gallery_order_idx" ON "pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_gallery_parent_id_idx" ON "pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_gallery_path_idx" ON "pages_blocks_gallery" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_buttons_order_idx" ON "pages_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_buttons_parent_id_idx" ON "pages_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_columns_columns_order_idx" ON "pages_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_columns_columns_parent_id_idx" ON "pages_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_columns_order_idx" ON "pages_blocks_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_columns_parent_id_idx" ON "pages_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_columns_path_idx" ON "pages_blocks_columns" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_questions_order_idx" ON "pages_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_questions_parent_id_idx" ON "pages_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_embed_order_idx" ON "pages_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_embed_parent_id_idx" ON "pages_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_embed_path_idx" ON "pages_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_embed_poster_idx" ON "pages_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_artist_grid_order_idx" ON "pages_blocks_artist_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_artist_grid_parent_id_idx" ON "pages_blocks_artist_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_artist_grid_path_idx" ON "pages_blocks_artist_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_artist_grid_selection_idx" ON "pages_blocks_artist_grid" USING btree ("selection_id");
  CREATE INDEX "pages_blocks_artist_grid_medium_idx" ON "pages_blocks_artist_grid" USING btree ("medium_id");
  CREATE INDEX "pages_blocks_artist_grid_neighbourhood_idx" ON "pages_blocks_artist_grid" USING btree ("neighbourhood_id");
  CREATE INDEX "pages_blocks_artwork_grid_order_idx" ON "pages_blocks_artwork_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_artwork_grid_parent_id_idx" ON "pages_blocks_artwork_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_artwork_grid_path_idx" ON "pages_blocks_artwork_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_artwork_grid_selection_idx" ON "pages_blocks_artwork_grid" USING btree ("selection_id");
  CREATE INDEX "pages_blocks_artwork_grid_medium_idx" ON "pages_blocks_artwork_grid" USING btree ("medium_id");
  CREATE INDEX "pages_blocks_support_card_order_idx" ON "pages_blocks_support_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_support_card_parent_id_idx" ON "pages_blocks_support_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_support_card_path_idx" ON "pages_blocks_support_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_support_card_campaign_idx" ON "pages_blocks_support_card" USING btree ("campaign_id");
  CREATE INDEX "pages_blocks_support_card_plan_idx" ON "pages_blocks_support_card" USING btree ("plan_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_artworks_id_idx" ON "pages_rels" USING btree ("artworks_id");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_gallery_pictures_order_idx" ON "_pages_v_blocks_gallery_pictures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_pictures_parent_id_idx" ON "_pages_v_blocks_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_pictures_image_idx" ON "_pages_v_blocks_gallery_pictures" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_gallery_order_idx" ON "_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_gallery_parent_id_idx" ON "_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_gallery_path_idx" ON "_pages_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_buttons_order_idx" ON "_pages_v_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_buttons_parent_id_idx" ON "_pages_v_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_columns_columns_order_idx" ON "_pages_v_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_columns_columns_parent_id_idx" ON "_pages_v_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_columns_order_idx" ON "_pages_v_blocks_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_columns_parent_id_idx" ON "_pages_v_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_columns_path_idx" ON "_pages_v_blocks_columns" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_questions_order_idx" ON "_pages_v_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_questions_parent_id_idx" ON "_pages_v_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_embed_order_idx" ON "_pages_v_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_embed_parent_id_idx" ON "_pages_v_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_embed_path_idx" ON "_pages_v_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_embed_poster_idx" ON "_pages_v_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_artist_grid_order_idx" ON "_pages_v_blocks_artist_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_artist_grid_parent_id_idx" ON "_pages_v_blocks_artist_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_artist_grid_path_idx" ON "_pages_v_blocks_artist_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_artist_grid_selection_idx" ON "_pages_v_blocks_artist_grid" USING btree ("selection_id");
  CREATE INDEX "_pages_v_blocks_artist_grid_medium_idx" ON "_pages_v_blocks_artist_grid" USING btree ("medium_id");
  CREATE INDEX "_pages_v_blocks_artist_grid_neighbourhood_idx" ON "_pages_v_blocks_artist_grid" USING btree ("neighbourhood_id");
  CREATE INDEX "_pages_v_blocks_artwork_grid_order_idx" ON "_pages_v_blocks_artwork_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_artwork_grid_parent_id_idx" ON "_pages_v_blocks_artwork_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_artwork_grid_path_idx" ON "_pages_v_blocks_artwork_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_artwork_grid_selection_idx" ON "_pages_v_blocks_artwork_grid" USING btree ("selection_id");
  CREATE INDEX "_pages_v_blocks_artwork_grid_medium_idx" ON "_pages_v_blocks_artwork_grid" USING btree ("medium_id");
  CREATE INDEX "_pages_v_blocks_support_card_order_idx" ON "_pages_v_blocks_support_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_support_card_parent_id_idx" ON "_pages_v_blocks_support_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_support_card_path_idx" ON "_pages_v_blocks_support_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_support_card_campaign_idx" ON "_pages_v_blocks_support_card" USING btree ("campaign_id");
  CREATE INDEX "_pages_v_blocks_support_card_plan_idx" ON "_pages_v_blocks_support_card" USING btree ("plan_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_artworks_id_idx" ON "_pages_v_rels" USING btree ("artworks_id");
  CREATE INDEX "home_page_blocks_image_order_idx" ON "home_page_blocks_image" USING btree ("_order");
  CREATE INDEX "home_page_blocks_image_parent_id_idx" ON "home_page_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_image_path_idx" ON "home_page_blocks_image" USING btree ("_path");
  CREATE INDEX "home_page_blocks_image_image_idx" ON "home_page_blocks_image" USING btree ("image_id");
  CREATE INDEX "home_page_blocks_gallery_pictures_order_idx" ON "home_page_blocks_gallery_pictures" USING btree ("_order");
  CREATE INDEX "home_page_blocks_gallery_pictures_parent_id_idx" ON "home_page_blocks_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_gallery_pictures_image_idx" ON "home_page_blocks_gallery_pictures" USING btree ("image_id");
  CREATE INDEX "home_page_blocks_gallery_order_idx" ON "home_page_blocks_gallery" USING btree ("_order");
  CREATE INDEX "home_page_blocks_gallery_parent_id_idx" ON "home_page_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_gallery_path_idx" ON "home_page_blocks_gallery" USING btree ("_path");
  CREATE INDEX "home_page_blocks_call_to_action_buttons_order_idx" ON "home_page_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "home_page_blocks_call_to_action_buttons_parent_id_idx" ON "home_page_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_call_to_action_order_idx" ON "home_page_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "home_page_blocks_call_to_action_parent_id_idx" ON "home_page_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_call_to_action_path_idx" ON "home_page_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "home_page_blocks_columns_columns_order_idx" ON "home_page_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "home_page_blocks_columns_columns_parent_id_idx" ON "home_page_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_columns_order_idx" ON "home_page_blocks_columns" USING btree ("_order");
  CREATE INDEX "home_page_blocks_columns_parent_id_idx" ON "home_page_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_columns_path_idx" ON "home_page_blocks_columns" USING btree ("_path");
  CREATE INDEX "home_page_blocks_faq_questions_order_idx" ON "home_page_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "home_page_blocks_faq_questions_parent_id_idx" ON "home_page_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_faq_order_idx" ON "home_page_blocks_faq" USING btree ("_order");
  CREATE INDEX "home_page_blocks_faq_parent_id_idx" ON "home_page_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_faq_path_idx" ON "home_page_blocks_faq" USING btree ("_path");
  CREATE INDEX "home_page_blocks_quote_order_idx" ON "home_page_blocks_quote" USING btree ("_order");
  CREATE INDEX "home_page_blocks_quote_parent_id_idx" ON "home_page_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_quote_path_idx" ON "home_page_blocks_quote" USING btree ("_path");
  CREATE INDEX "home_page_blocks_video_embed_order_idx" ON "home_page_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "home_page_blocks_video_embed_parent_id_idx" ON "home_page_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_video_embed_path_idx" ON "home_page_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "home_page_blocks_video_embed_poster_idx" ON "home_page_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "home_page_blocks_artist_grid_order_idx" ON "home_page_blocks_artist_grid" USING btree ("_order");
  CREATE INDEX "home_page_blocks_artist_grid_parent_id_idx" ON "home_page_blocks_artist_grid" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_artist_grid_path_idx" ON "home_page_blocks_artist_grid" USING btree ("_path");
  CREATE INDEX "home_page_blocks_artist_grid_selection_idx" ON "home_page_blocks_artist_grid" USING btree ("selection_id");
  CREATE INDEX "home_page_blocks_artist_grid_medium_idx" ON "home_page_blocks_artist_grid" USING btree ("medium_id");
  CREATE INDEX "home_page_blocks_artist_grid_neighbourhood_idx" ON "home_page_blocks_artist_grid" USING btree ("neighbourhood_id");
  CREATE INDEX "home_page_blocks_artwork_grid_order_idx" ON "home_page_blocks_artwork_grid" USING btree ("_order");
  CREATE INDEX "home_page_blocks_artwork_grid_parent_id_idx" ON "home_page_blocks_artwork_grid" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_artwork_grid_path_idx" ON "home_page_blocks_artwork_grid" USING btree ("_path");
  CREATE INDEX "home_page_blocks_artwork_grid_selection_idx" ON "home_page_blocks_artwork_grid" USING btree ("selection_id");
  CREATE INDEX "home_page_blocks_artwork_grid_medium_idx" ON "home_page_blocks_artwork_grid" USING btree ("medium_id");
  CREATE INDEX "home_page_blocks_support_card_order_idx" ON "home_page_blocks_support_card" USING btree ("_order");
  CREATE INDEX "home_page_blocks_support_card_parent_id_idx" ON "home_page_blocks_support_card" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_support_card_path_idx" ON "home_page_blocks_support_card" USING btree ("_path");
  CREATE INDEX "home_page_blocks_support_card_campaign_idx" ON "home_page_blocks_support_card" USING btree ("campaign_id");
  CREATE INDEX "home_page_blocks_support_card_plan_idx" ON "home_page_blocks_support_card" USING btree ("plan_id");
  CREATE INDEX "home_page_rels_order_idx" ON "home_page_rels" USING btree ("order");
  CREATE INDEX "home_page_rels_parent_idx" ON "home_page_rels" USING btree ("parent_id");
  CREATE INDEX "home_page_rels_path_idx" ON "home_page_rels" USING btree ("path");
  CREATE INDEX "home_page_rels_artworks_id_idx" ON "home_page_rels" USING btree ("artworks_id");
  CREATE INDEX "_home_page_v_blocks_image_order_idx" ON "_home_page_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_image_parent_id_idx" ON "_home_page_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_image_path_idx" ON "_home_page_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_image_image_idx" ON "_home_page_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_home_page_v_blocks_gallery_pictures_order_idx" ON "_home_page_v_blocks_gallery_pictures" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_gallery_pictures_parent_id_idx" ON "_home_page_v_blocks_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_gallery_pictures_image_idx" ON "_home_page_v_blocks_gallery_pictures" USING btree ("image_id");
  CREATE INDEX "_home_page_v_blocks_gallery_order_idx" ON "_home_page_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_gallery_parent_id_idx" ON "_home_page_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_gallery_path_idx" ON "_home_page_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_call_to_action_buttons_order_idx" ON "_home_page_v_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_call_to_action_buttons_parent_id_idx" ON "_home_page_v_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_call_to_action_order_idx" ON "_home_page_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_call_to_action_parent_id_idx" ON "_home_page_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_call_to_action_path_idx" ON "_home_page_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_columns_columns_order_idx" ON "_home_page_v_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_columns_columns_parent_id_idx" ON "_home_page_v_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_columns_order_idx" ON "_home_page_v_blocks_columns" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_columns_parent_id_idx" ON "_home_page_v_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_columns_path_idx" ON "_home_page_v_blocks_columns" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_faq_questions_order_idx" ON "_home_page_v_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_faq_questions_parent_id_idx" ON "_home_page_v_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_faq_order_idx" ON "_home_page_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_faq_parent_id_idx" ON "_home_page_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_faq_path_idx" ON "_home_page_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_quote_order_idx" ON "_home_page_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_quote_parent_id_idx" ON "_home_page_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_quote_path_idx" ON "_home_page_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_video_embed_order_idx" ON "_home_page_v_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_video_embed_parent_id_idx" ON "_home_page_v_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_video_embed_path_idx" ON "_home_page_v_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_video_embed_poster_idx" ON "_home_page_v_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "_home_page_v_blocks_artist_grid_order_idx" ON "_home_page_v_blocks_artist_grid" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_artist_grid_parent_id_idx" ON "_home_page_v_blocks_artist_grid" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_artist_grid_path_idx" ON "_home_page_v_blocks_artist_grid" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_artist_grid_selection_idx" ON "_home_page_v_blocks_artist_grid" USING btree ("selection_id");
  CREATE INDEX "_home_page_v_blocks_artist_grid_medium_idx" ON "_home_page_v_blocks_artist_grid" USING btree ("medium_id");
  CREATE INDEX "_home_page_v_blocks_artist_grid_neighbourhood_idx" ON "_home_page_v_blocks_artist_grid" USING btree ("neighbourhood_id");
  CREATE INDEX "_home_page_v_blocks_artwork_grid_order_idx" ON "_home_page_v_blocks_artwork_grid" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_artwork_grid_parent_id_idx" ON "_home_page_v_blocks_artwork_grid" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_artwork_grid_path_idx" ON "_home_page_v_blocks_artwork_grid" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_artwork_grid_selection_idx" ON "_home_page_v_blocks_artwork_grid" USING btree ("selection_id");
  CREATE INDEX "_home_page_v_blocks_artwork_grid_medium_idx" ON "_home_page_v_blocks_artwork_grid" USING btree ("medium_id");
  CREATE INDEX "_home_page_v_blocks_support_card_order_idx" ON "_home_page_v_blocks_support_card" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_support_card_parent_id_idx" ON "_home_page_v_blocks_support_card" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_support_card_path_idx" ON "_home_page_v_blocks_support_card" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_support_card_campaign_idx" ON "_home_page_v_blocks_support_card" USING btree ("campaign_id");
  CREATE INDEX "_home_page_v_blocks_support_card_plan_idx" ON "_home_page_v_blocks_support_card" USING btree ("plan_id");
  CREATE INDEX "_home_page_v_rels_order_idx" ON "_home_page_v_rels" USING btree ("order");
  CREATE INDEX "_home_page_v_rels_parent_idx" ON "_home_page_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_page_v_rels_path_idx" ON "_home_page_v_rels" USING btree ("path");
  CREATE INDEX "_home_page_v_rels_artworks_id_idx" ON "_home_page_v_rels" USING btree ("artworks_id");
  CREATE INDEX "artists_page_blocks_image_order_idx" ON "artists_page_blocks_image" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_image_parent_id_idx" ON "artists_page_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_image_path_idx" ON "artists_page_blocks_image" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_image_image_idx" ON "artists_page_blocks_image" USING btree ("image_id");
  CREATE INDEX "artists_page_blocks_gallery_pictures_order_idx" ON "artists_page_blocks_gallery_pictures" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_gallery_pictures_parent_id_idx" ON "artists_page_blocks_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_gallery_pictures_image_idx" ON "artists_page_blocks_gallery_pictures" USING btree ("image_id");
  CREATE INDEX "artists_page_blocks_gallery_order_idx" ON "artists_page_blocks_gallery" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_gallery_parent_id_idx" ON "artists_page_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_gallery_path_idx" ON "artists_page_blocks_gallery" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_call_to_action_buttons_order_idx" ON "artists_page_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_call_to_action_buttons_parent_id_idx" ON "artists_page_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_call_to_action_order_idx" ON "artists_page_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_call_to_action_parent_id_idx" ON "artists_page_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_call_to_action_path_idx" ON "artists_page_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_columns_columns_order_idx" ON "artists_page_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_columns_columns_parent_id_idx" ON "artists_page_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_columns_order_idx" ON "artists_page_blocks_columns" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_columns_parent_id_idx" ON "artists_page_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_columns_path_idx" ON "artists_page_blocks_columns" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_faq_questions_order_idx" ON "artists_page_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_faq_questions_parent_id_idx" ON "artists_page_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_faq_order_idx" ON "artists_page_blocks_faq" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_faq_parent_id_idx" ON "artists_page_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_faq_path_idx" ON "artists_page_blocks_faq" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_quote_order_idx" ON "artists_page_blocks_quote" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_quote_parent_id_idx" ON "artists_page_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_quote_path_idx" ON "artists_page_blocks_quote" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_video_embed_order_idx" ON "artists_page_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_video_embed_parent_id_idx" ON "artists_page_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_video_embed_path_idx" ON "artists_page_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_video_embed_poster_idx" ON "artists_page_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "artists_page_blocks_artist_grid_order_idx" ON "artists_page_blocks_artist_grid" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_artist_grid_parent_id_idx" ON "artists_page_blocks_artist_grid" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_artist_grid_path_idx" ON "artists_page_blocks_artist_grid" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_artist_grid_selection_idx" ON "artists_page_blocks_artist_grid" USING btree ("selection_id");
  CREATE INDEX "artists_page_blocks_artist_grid_medium_idx" ON "artists_page_blocks_artist_grid" USING btree ("medium_id");
  CREATE INDEX "artists_page_blocks_artist_grid_neighbourhood_idx" ON "artists_page_blocks_artist_grid" USING btree ("neighbourhood_id");
  CREATE INDEX "artists_page_blocks_artwork_grid_order_idx" ON "artists_page_blocks_artwork_grid" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_artwork_grid_parent_id_idx" ON "artists_page_blocks_artwork_grid" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_artwork_grid_path_idx" ON "artists_page_blocks_artwork_grid" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_artwork_grid_selection_idx" ON "artists_page_blocks_artwork_grid" USING btree ("selection_id");
  CREATE INDEX "artists_page_blocks_artwork_grid_medium_idx" ON "artists_page_blocks_artwork_grid" USING btree ("medium_id");
  CREATE INDEX "artists_page_blocks_support_card_order_idx" ON "artists_page_blocks_support_card" USING btree ("_order");
  CREATE INDEX "artists_page_blocks_support_card_parent_id_idx" ON "artists_page_blocks_support_card" USING btree ("_parent_id");
  CREATE INDEX "artists_page_blocks_support_card_path_idx" ON "artists_page_blocks_support_card" USING btree ("_path");
  CREATE INDEX "artists_page_blocks_support_card_campaign_idx" ON "artists_page_blocks_support_card" USING btree ("campaign_id");
  CREATE INDEX "artists_page_blocks_support_card_plan_idx" ON "artists_page_blocks_support_card" USING btree ("plan_id");
  CREATE INDEX "artists_page_rels_order_idx" ON "artists_page_rels" USING btree ("order");
  CREATE INDEX "artists_page_rels_parent_idx" ON "artists_page_rels" USING btree ("parent_id");
  CREATE INDEX "artists_page_rels_path_idx" ON "artists_page_rels" USING btree ("path");
  CREATE INDEX "artists_page_rels_artworks_id_idx" ON "artists_page_rels" USING btree ("artworks_id");
  CREATE INDEX "_artists_page_v_blocks_image_order_idx" ON "_artists_page_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_image_parent_id_idx" ON "_artists_page_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_image_path_idx" ON "_artists_page_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_image_image_idx" ON "_artists_page_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_artists_page_v_blocks_gallery_pictures_order_idx" ON "_artists_page_v_blocks_gallery_pictures" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_gallery_pictures_parent_id_idx" ON "_artists_page_v_blocks_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_gallery_pictures_image_idx" ON "_artists_page_v_blocks_gallery_pictures" USING btree ("image_id");
  CREATE INDEX "_artists_page_v_blocks_gallery_order_idx" ON "_artists_page_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_gallery_parent_id_idx" ON "_artists_page_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_gallery_path_idx" ON "_artists_page_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_call_to_action_buttons_order_idx" ON "_artists_page_v_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_call_to_action_buttons_parent_id_idx" ON "_artists_page_v_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_call_to_action_order_idx" ON "_artists_page_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_call_to_action_parent_id_idx" ON "_artists_page_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_call_to_action_path_idx" ON "_artists_page_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_columns_columns_order_idx" ON "_artists_page_v_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_columns_columns_parent_id_idx" ON "_artists_page_v_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_columns_order_idx" ON "_artists_page_v_blocks_columns" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_columns_parent_id_idx" ON "_artists_page_v_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_columns_path_idx" ON "_artists_page_v_blocks_columns" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_faq_questions_order_idx" ON "_artists_page_v_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_faq_questions_parent_id_idx" ON "_artists_page_v_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_faq_order_idx" ON "_artists_page_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_faq_parent_id_idx" ON "_artists_page_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_faq_path_idx" ON "_artists_page_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_quote_order_idx" ON "_artists_page_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_quote_parent_id_idx" ON "_artists_page_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_quote_path_idx" ON "_artists_page_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_video_embed_order_idx" ON "_artists_page_v_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_video_embed_parent_id_idx" ON "_artists_page_v_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_video_embed_path_idx" ON "_artists_page_v_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_video_embed_poster_idx" ON "_artists_page_v_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "_artists_page_v_blocks_artist_grid_order_idx" ON "_artists_page_v_blocks_artist_grid" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_artist_grid_parent_id_idx" ON "_artists_page_v_blocks_artist_grid" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_artist_grid_path_idx" ON "_artists_page_v_blocks_artist_grid" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_artist_grid_selection_idx" ON "_artists_page_v_blocks_artist_grid" USING btree ("selection_id");
  CREATE INDEX "_artists_page_v_blocks_artist_grid_medium_idx" ON "_artists_page_v_blocks_artist_grid" USING btree ("medium_id");
  CREATE INDEX "_artists_page_v_blocks_artist_grid_neighbourhood_idx" ON "_artists_page_v_blocks_artist_grid" USING btree ("neighbourhood_id");
  CREATE INDEX "_artists_page_v_blocks_artwork_grid_order_idx" ON "_artists_page_v_blocks_artwork_grid" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_artwork_grid_parent_id_idx" ON "_artists_page_v_blocks_artwork_grid" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_artwork_grid_path_idx" ON "_artists_page_v_blocks_artwork_grid" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_artwork_grid_selection_idx" ON "_artists_page_v_blocks_artwork_grid" USING btree ("selection_id");
  CREATE INDEX "_artists_page_v_blocks_artwork_grid_medium_idx" ON "_artists_page_v_blocks_artwork_grid" USING btree ("medium_id");
  CREATE INDEX "_artists_page_v_blocks_support_card_order_idx" ON "_artists_page_v_blocks_support_card" USING btree ("_order");
  CREATE INDEX "_artists_page_v_blocks_support_card_parent_id_idx" ON "_artists_page_v_blocks_support_card" USING btree ("_parent_id");
  CREATE INDEX "_artists_page_v_blocks_support_card_path_idx" ON "_artists_page_v_blocks_support_card" USING btree ("_path");
  CREATE INDEX "_artists_page_v_blocks_support_card_campaign_idx" ON "_artists_page_v_blocks_support_card" USING btree ("campaign_id");
  CREATE INDEX "_artists_page_v_blocks_support_card_plan_idx" ON "_artists_page_v_blocks_support_card" USING btree ("plan_id");
  CREATE INDEX "_artists_page_v_rels_order_idx" ON "_artists_page_v_rels" USING btree ("order");
  CREATE INDEX "_artists_page_v_rels_parent_idx" ON "_artists_page_v_rels" USING btree ("parent_id");
  CREATE INDEX "_artists_page_v_rels_path_idx" ON "_artists_page_v_rels" USING btree ("path");
  CREATE INDEX "_artists_page_v_rels_artworks_id_idx" ON "_artists_page_v_rels" USING btree ("artworks_id");
  CREATE INDEX "art_lover_page_blocks_image_order_idx" ON "art_lover_page_blocks_image" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_image_parent_id_idx" ON "art_lover_page_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_image_path_idx" ON "art_lover_page_blocks_image" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_image_image_idx" ON "art_lover_page_blocks_image" USING btree ("image_id");
  CREATE INDEX "art_lover_page_blocks_gallery_pictures_order_idx" ON "art_lover_page_blocks_gallery_pictures" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_gallery_pictures_parent_id_idx" ON "art_lover_page_blocks_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_gallery_pictures_image_idx" ON "art_lover_page_blocks_gallery_pictures" USING btree ("image_id");
  CREATE INDEX "art_lover_page_blocks_gallery_order_idx" ON "art_lover_page_blocks_gallery" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_gallery_parent_id_idx" ON "art_lover_page_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_gallery_path_idx" ON "art_lover_page_blocks_gallery" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_call_to_action_buttons_order_idx" ON "art_lover_page_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_call_to_action_buttons_parent_id_idx" ON "art_lover_page_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_call_to_action_order_idx" ON "art_lover_page_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_call_to_action_parent_id_idx" ON "art_lover_page_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_call_to_action_path_idx" ON "art_lover_page_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_columns_columns_order_idx" ON "art_lover_page_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_columns_columns_parent_id_idx" ON "art_lover_page_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_columns_order_idx" ON "art_lover_page_blocks_columns" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_columns_parent_id_idx" ON "art_lover_page_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_columns_path_idx" ON "art_lover_page_blocks_columns" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_faq_questions_order_idx" ON "art_lover_page_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_faq_questions_parent_id_idx" ON "art_lover_page_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_faq_order_idx" ON "art_lover_page_blocks_faq" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_faq_parent_id_idx" ON "art_lover_page_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_faq_path_idx" ON "art_lover_page_blocks_faq" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_quote_order_idx" ON "art_lover_page_blocks_quote" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_quote_parent_id_idx" ON "art_lover_page_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_quote_path_idx" ON "art_lover_page_blocks_quote" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_video_embed_order_idx" ON "art_lover_page_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_video_embed_parent_id_idx" ON "art_lover_page_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_video_embed_path_idx" ON "art_lover_page_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_video_embed_poster_idx" ON "art_lover_page_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "art_lover_page_blocks_artist_grid_order_idx" ON "art_lover_page_blocks_artist_grid" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_artist_grid_parent_id_idx" ON "art_lover_page_blocks_artist_grid" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_artist_grid_path_idx" ON "art_lover_page_blocks_artist_grid" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_artist_grid_selection_idx" ON "art_lover_page_blocks_artist_grid" USING btree ("selection_id");
  CREATE INDEX "art_lover_page_blocks_artist_grid_medium_idx" ON "art_lover_page_blocks_artist_grid" USING btree ("medium_id");
  CREATE INDEX "art_lover_page_blocks_artist_grid_neighbourhood_idx" ON "art_lover_page_blocks_artist_grid" USING btree ("neighbourhood_id");
  CREATE INDEX "art_lover_page_blocks_artwork_grid_order_idx" ON "art_lover_page_blocks_artwork_grid" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_artwork_grid_parent_id_idx" ON "art_lover_page_blocks_artwork_grid" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_artwork_grid_path_idx" ON "art_lover_page_blocks_artwork_grid" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_artwork_grid_selection_idx" ON "art_lover_page_blocks_artwork_grid" USING btree ("selection_id");
  CREATE INDEX "art_lover_page_blocks_artwork_grid_medium_idx" ON "art_lover_page_blocks_artwork_grid" USING btree ("medium_id");
  CREATE INDEX "art_lover_page_blocks_support_card_order_idx" ON "art_lover_page_blocks_support_card" USING btree ("_order");
  CREATE INDEX "art_lover_page_blocks_support_card_parent_id_idx" ON "art_lover_page_blocks_support_card" USING btree ("_parent_id");
  CREATE INDEX "art_lover_page_blocks_support_card_path_idx" ON "art_lover_page_blocks_support_card" USING btree ("_path");
  CREATE INDEX "art_lover_page_blocks_support_card_campaign_idx" ON "art_lover_page_blocks_support_card" USING btree ("campaign_id");
  CREATE INDEX "art_lover_page_blocks_support_card_plan_idx" ON "art_lover_page_blocks_support_card" USING btree ("plan_id");
  CREATE INDEX "art_lover_page_rels_order_idx" ON "art_lover_page_rels" USING btree ("order");
  CREATE INDEX "art_lover_page_rels_parent_idx" ON "art_lover_page_rels" USING btree ("parent_id");
  CREATE INDEX "art_lover_page_rels_path_idx" ON "art_lover_page_rels" USING btree ("path");
  CREATE INDEX "art_lover_page_rels_artworks_id_idx" ON "art_lover_page_rels" USING btree ("artworks_id");
  CREATE INDEX "_art_lover_page_v_blocks_image_order_idx" ON "_art_lover_page_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_image_parent_id_idx" ON "_art_lover_page_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_image_path_idx" ON "_art_lover_page_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_image_image_idx" ON "_art_lover_page_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_art_lover_page_v_blocks_gallery_pictures_order_idx" ON "_art_lover_page_v_blocks_gallery_pictures" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_gallery_pictures_parent_id_idx" ON "_art_lover_page_v_blocks_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_gallery_pictures_image_idx" ON "_art_lover_page_v_blocks_gallery_pictures" USING btree ("image_id");
  CREATE INDEX "_art_lover_page_v_blocks_gallery_order_idx" ON "_art_lover_page_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_gallery_parent_id_idx" ON "_art_lover_page_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_gallery_path_idx" ON "_art_lover_page_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_call_to_action_buttons_order_idx" ON "_art_lover_page_v_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_call_to_action_buttons_parent_id_idx" ON "_art_lover_page_v_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_call_to_action_order_idx" ON "_art_lover_page_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_call_to_action_parent_id_idx" ON "_art_lover_page_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_call_to_action_path_idx" ON "_art_lover_page_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_columns_columns_order_idx" ON "_art_lover_page_v_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_columns_columns_parent_id_idx" ON "_art_lover_page_v_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_columns_order_idx" ON "_art_lover_page_v_blocks_columns" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_columns_parent_id_idx" ON "_art_lover_page_v_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_columns_path_idx" ON "_art_lover_page_v_blocks_columns" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_faq_questions_order_idx" ON "_art_lover_page_v_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_faq_questions_parent_id_idx" ON "_art_lover_page_v_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_faq_order_idx" ON "_art_lover_page_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_faq_parent_id_idx" ON "_art_lover_page_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_faq_path_idx" ON "_art_lover_page_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_quote_order_idx" ON "_art_lover_page_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_quote_parent_id_idx" ON "_art_lover_page_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_quote_path_idx" ON "_art_lover_page_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_video_embed_order_idx" ON "_art_lover_page_v_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_video_embed_parent_id_idx" ON "_art_lover_page_v_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_video_embed_path_idx" ON "_art_lover_page_v_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_video_embed_poster_idx" ON "_art_lover_page_v_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "_art_lover_page_v_blocks_artist_grid_order_idx" ON "_art_lover_page_v_blocks_artist_grid" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_artist_grid_parent_id_idx" ON "_art_lover_page_v_blocks_artist_grid" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_artist_grid_path_idx" ON "_art_lover_page_v_blocks_artist_grid" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_artist_grid_selection_idx" ON "_art_lover_page_v_blocks_artist_grid" USING btree ("selection_id");
  CREATE INDEX "_art_lover_page_v_blocks_artist_grid_medium_idx" ON "_art_lover_page_v_blocks_artist_grid" USING btree ("medium_id");
  CREATE INDEX "_art_lover_page_v_blocks_artist_grid_neighbourhood_idx" ON "_art_lover_page_v_blocks_artist_grid" USING btree ("neighbourhood_id");
  CREATE INDEX "_art_lover_page_v_blocks_artwork_grid_order_idx" ON "_art_lover_page_v_blocks_artwork_grid" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_artwork_grid_parent_id_idx" ON "_art_lover_page_v_blocks_artwork_grid" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_artwork_grid_path_idx" ON "_art_lover_page_v_blocks_artwork_grid" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_artwork_grid_selection_idx" ON "_art_lover_page_v_blocks_artwork_grid" USING btree ("selection_id");
  CREATE INDEX "_art_lover_page_v_blocks_artwork_grid_medium_idx" ON "_art_lover_page_v_blocks_artwork_grid" USING btree ("medium_id");
  CREATE INDEX "_art_lover_page_v_blocks_support_card_order_idx" ON "_art_lover_page_v_blocks_support_card" USING btree ("_order");
  CREATE INDEX "_art_lover_page_v_blocks_support_card_parent_id_idx" ON "_art_lover_page_v_blocks_support_card" USING btree ("_parent_id");
  CREATE INDEX "_art_lover_page_v_blocks_support_card_path_idx" ON "_art_lover_page_v_blocks_support_card" USING btree ("_path");
  CREATE INDEX "_art_lover_page_v_blocks_support_card_campaign_idx" ON "_art_lover_page_v_blocks_support_card" USING btree ("campaign_id");
  CREATE INDEX "_art_lover_page_v_blocks_support_card_plan_idx" ON "_art_lover_page_v_blocks_support_card" USING btree ("plan_id");
  CREATE INDEX "_art_lover_page_v_rels_order_idx" ON "_art_lover_page_v_rels" USING btree ("order");
  CREATE INDEX "_art_lover_page_v_rels_parent_idx" ON "_art_lover_page_v_rels" USING btree ("parent_id");
  CREATE INDEX "_art_lover_page_v_rels_path_idx" ON "_art_lover_page_v_rels" USING btree ("path");
  CREATE INDEX "_art_lover_page_v_rels_artworks_id_idx" ON "_art_lover_page_v_rels" USING btree ("artworks_id");
  CREATE INDEX "donors_page_blocks_image_order_idx" ON "donors_page_blocks_image" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_image_parent_id_idx" ON "donors_page_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_image_path_idx" ON "donors_page_blocks_image" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_image_image_idx" ON "donors_page_blocks_image" USING btree ("image_id");
  CREATE INDEX "donors_page_blocks_gallery_pictures_order_idx" ON "donors_page_blocks_gallery_pictures" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_gallery_pictures_parent_id_idx" ON "donors_page_blocks_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_gallery_pictures_image_idx" ON "donors_page_blocks_gallery_pictures" USING btree ("image_id");
  CREATE INDEX "donors_page_blocks_gallery_order_idx" ON "donors_page_blocks_gallery" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_gallery_parent_id_idx" ON "donors_page_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_gallery_path_idx" ON "donors_page_blocks_gallery" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_call_to_action_buttons_order_idx" ON "donors_page_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_call_to_action_buttons_parent_id_idx" ON "donors_page_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_call_to_action_order_idx" ON "donors_page_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_call_to_action_parent_id_idx" ON "donors_page_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_call_to_action_path_idx" ON "donors_page_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_columns_columns_order_idx" ON "donors_page_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_columns_columns_parent_id_idx" ON "donors_page_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_columns_order_idx" ON "donors_page_blocks_columns" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_columns_parent_id_idx" ON "donors_page_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_columns_path_idx" ON "donors_page_blocks_columns" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_faq_questions_order_idx" ON "donors_page_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_faq_questions_parent_id_idx" ON "donors_page_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_faq_order_idx" ON "donors_page_blocks_faq" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_faq_parent_id_idx" ON "donors_page_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_faq_path_idx" ON "donors_page_blocks_faq" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_quote_order_idx" ON "donors_page_blocks_quote" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_quote_parent_id_idx" ON "donors_page_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_quote_path_idx" ON "donors_page_blocks_quote" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_video_embed_order_idx" ON "donors_page_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_video_embed_parent_id_idx" ON "donors_page_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_video_embed_path_idx" ON "donors_page_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_video_embed_poster_idx" ON "donors_page_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "donors_page_blocks_artist_grid_order_idx" ON "donors_page_blocks_artist_grid" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_artist_grid_parent_id_idx" ON "donors_page_blocks_artist_grid" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_artist_grid_path_idx" ON "donors_page_blocks_artist_grid" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_artist_grid_selection_idx" ON "donors_page_blocks_artist_grid" USING btree ("selection_id");
  CREATE INDEX "donors_page_blocks_artist_grid_medium_idx" ON "donors_page_blocks_artist_grid" USING btree ("medium_id");
  CREATE INDEX "donors_page_blocks_artist_grid_neighbourhood_idx" ON "donors_page_blocks_artist_grid" USING btree ("neighbourhood_id");
  CREATE INDEX "donors_page_blocks_artwork_grid_order_idx" ON "donors_page_blocks_artwork_grid" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_artwork_grid_parent_id_idx" ON "donors_page_blocks_artwork_grid" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_artwork_grid_path_idx" ON "donors_page_blocks_artwork_grid" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_artwork_grid_selection_idx" ON "donors_page_blocks_artwork_grid" USING btree ("selection_id");
  CREATE INDEX "donors_page_blocks_artwork_grid_medium_idx" ON "donors_page_blocks_artwork_grid" USING btree ("medium_id");
  CREATE INDEX "donors_page_blocks_support_card_order_idx" ON "donors_page_blocks_support_card" USING btree ("_order");
  CREATE INDEX "donors_page_blocks_support_card_parent_id_idx" ON "donors_page_blocks_support_card" USING btree ("_parent_id");
  CREATE INDEX "donors_page_blocks_support_card_path_idx" ON "donors_page_blocks_support_card" USING btree ("_path");
  CREATE INDEX "donors_page_blocks_support_card_campaign_idx" ON "donors_page_blocks_support_card" USING btree ("campaign_id");
  CREATE INDEX "donors_page_blocks_support_card_plan_idx" ON "donors_page_blocks_support_card" USING btree ("plan_id");
  CREATE INDEX "donors_page_rels_order_idx" ON "donors_page_rels" USING btree ("order");
  CREATE INDEX "donors_page_rels_parent_idx" ON "donors_page_rels" USING btree ("parent_id");
  CREATE INDEX "donors_page_rels_path_idx" ON "donors_page_rels" USING btree ("path");
  CREATE INDEX "donors_page_rels_artworks_id_idx" ON "donors_page_rels" USING btree ("artworks_id");
  CREATE INDEX "_donors_page_v_blocks_image_order_idx" ON "_donors_page_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_image_parent_id_idx" ON "_donors_page_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_image_path_idx" ON "_donors_page_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_image_image_idx" ON "_donors_page_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_donors_page_v_blocks_gallery_pictures_order_idx" ON "_donors_page_v_blocks_gallery_pictures" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_gallery_pictures_parent_id_idx" ON "_donors_page_v_blocks_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_gallery_pictures_image_idx" ON "_donors_page_v_blocks_gallery_pictures" USING btree ("image_id");
  CREATE INDEX "_donors_page_v_blocks_gallery_order_idx" ON "_donors_page_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_gallery_parent_id_idx" ON "_donors_page_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_gallery_path_idx" ON "_donors_page_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_call_to_action_buttons_order_idx" ON "_donors_page_v_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_call_to_action_buttons_parent_id_idx" ON "_donors_page_v_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_call_to_action_order_idx" ON "_donors_page_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_call_to_action_parent_id_idx" ON "_donors_page_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_call_to_action_path_idx" ON "_donors_page_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_columns_columns_order_idx" ON "_donors_page_v_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_columns_columns_parent_id_idx" ON "_donors_page_v_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_columns_order_idx" ON "_donors_page_v_blocks_columns" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_columns_parent_id_idx" ON "_donors_page_v_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_columns_path_idx" ON "_donors_page_v_blocks_columns" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_faq_questions_order_idx" ON "_donors_page_v_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_faq_questions_parent_id_idx" ON "_donors_page_v_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_faq_order_idx" ON "_donors_page_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_faq_parent_id_idx" ON "_donors_page_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_faq_path_idx" ON "_donors_page_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_quote_order_idx" ON "_donors_page_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_quote_parent_id_idx" ON "_donors_page_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_quote_path_idx" ON "_donors_page_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_video_embed_order_idx" ON "_donors_page_v_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_video_embed_parent_id_idx" ON "_donors_page_v_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_video_embed_path_idx" ON "_donors_page_v_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_video_embed_poster_idx" ON "_donors_page_v_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "_donors_page_v_blocks_artist_grid_order_idx" ON "_donors_page_v_blocks_artist_grid" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_artist_grid_parent_id_idx" ON "_donors_page_v_blocks_artist_grid" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_artist_grid_path_idx" ON "_donors_page_v_blocks_artist_grid" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_artist_grid_selection_idx" ON "_donors_page_v_blocks_artist_grid" USING btree ("selection_id");
  CREATE INDEX "_donors_page_v_blocks_artist_grid_medium_idx" ON "_donors_page_v_blocks_artist_grid" USING btree ("medium_id");
  CREATE INDEX "_donors_page_v_blocks_artist_grid_neighbourhood_idx" ON "_donors_page_v_blocks_artist_grid" USING btree ("neighbourhood_id");
  CREATE INDEX "_donors_page_v_blocks_artwork_grid_order_idx" ON "_donors_page_v_blocks_artwork_grid" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_artwork_grid_parent_id_idx" ON "_donors_page_v_blocks_artwork_grid" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_artwork_grid_path_idx" ON "_donors_page_v_blocks_artwork_grid" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_artwork_grid_selection_idx" ON "_donors_page_v_blocks_artwork_grid" USING btree ("selection_id");
  CREATE INDEX "_donors_page_v_blocks_artwork_grid_medium_idx" ON "_donors_page_v_blocks_artwork_grid" USING btree ("medium_id");
  CREATE INDEX "_donors_page_v_blocks_support_card_order_idx" ON "_donors_page_v_blocks_support_card" USING btree ("_order");
  CREATE INDEX "_donors_page_v_blocks_support_card_parent_id_idx" ON "_donors_page_v_blocks_support_card" USING btree ("_parent_id");
  CREATE INDEX "_donors_page_v_blocks_support_card_path_idx" ON "_donors_page_v_blocks_support_card" USING btree ("_path");
  CREATE INDEX "_donors_page_v_blocks_support_card_campaign_idx" ON "_donors_page_v_blocks_support_card" USING btree ("campaign_id");
  CREATE INDEX "_donors_page_v_blocks_support_card_plan_idx" ON "_donors_page_v_blocks_support_card" USING btree ("plan_id");
  CREATE INDEX "_donors_page_v_rels_order_idx" ON "_donors_page_v_rels" USING btree ("order");
  CREATE INDEX "_donors_page_v_rels_parent_idx" ON "_donors_page_v_rels" USING btree ("parent_id");
  CREATE INDEX "_donors_page_v_rels_path_idx" ON "_donors_page_v_rels" USING btree ("path");
  CREATE INDEX "_donors_page_v_rels_artworks_id_idx" ON "_donors_page_v_rels" USING btree ("artworks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_gallery_pictures" CASCADE;
  DROP TABLE "pages_blocks_gallery" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_columns_columns" CASCADE;
  DROP TABLE "pages_blocks_columns" CASCADE;
  DROP TABLE "pages_blocks_faq_questions" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "pages_blocks_video_embed" CASCADE;
  DROP TABLE "pages_blocks_artist_grid" CASCADE;
  DROP TABLE "pages_blocks_artwork_grid" CASCADE;
  DROP TABLE "pages_blocks_support_card" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery_pictures" CASCADE;
  DROP TABLE "_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_columns_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_questions" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  DROP TABLE "_pages_v_blocks_video_embed" CASCADE;
  DROP TABLE "_pages_v_blocks_artist_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_artwork_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_support_card" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "home_page_blocks_image" CASCADE;
  DROP TABLE "home_page_blocks_gallery_pictures" CASCADE;
  DROP TABLE "home_page_blocks_gallery" CASCADE;
  DROP TABLE "home_page_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "home_page_blocks_call_to_action" CASCADE;
  DROP TABLE "home_page_blocks_columns_columns" CASCADE;
  DROP TABLE "home_page_blocks_columns" CASCADE;
  DROP TABLE "home_page_blocks_faq_questions" CASCADE;
  DROP TABLE "home_page_blocks_faq" CASCADE;
  DROP TABLE "home_page_blocks_quote" CASCADE;
  DROP TABLE "home_page_blocks_video_embed" CASCADE;
  DROP TABLE "home_page_blocks_artist_grid" CASCADE;
  DROP TABLE "home_page_blocks_artwork_grid" CASCADE;
  DROP TABLE "home_page_blocks_support_card" CASCADE;
  DROP TABLE "home_page_rels" CASCADE;
  DROP TABLE "_home_page_v_blocks_image" CASCADE;
  DROP TABLE "_home_page_v_blocks_gallery_pictures" CASCADE;
  DROP TABLE "_home_page_v_blocks_gallery" CASCADE;
  DROP TABLE "_home_page_v_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "_home_page_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_home_page_v_blocks_columns_columns" CASCADE;
  DROP TABLE "_home_page_v_blocks_columns" CASCADE;
  DROP TABLE "_home_page_v_blocks_faq_questions" CASCADE;
  DROP TABLE "_home_page_v_blocks_faq" CASCADE;
  DROP TABLE "_home_page_v_blocks_quote" CASCADE;
  DROP TABLE "_home_page_v_blocks_video_embed" CASCADE;
  DROP TABLE "_home_page_v_blocks_artist_grid" CASCADE;
  DROP TABLE "_home_page_v_blocks_artwork_grid" CASCADE;
  DROP TABLE "_home_page_v_blocks_support_card" CASCADE;
  DROP TABLE "_home_page_v_rels" CASCADE;
  DROP TABLE "artists_page_blocks_image" CASCADE;
  DROP TABLE "artists_page_blocks_gallery_pictures" CASCADE;
  DROP TABLE "artists_page_blocks_gallery" CASCADE;
  DROP TABLE "artists_page_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "artists_page_blocks_call_to_action" CASCADE;
  DROP TABLE "artists_page_blocks_columns_columns" CASCADE;
  DROP TABLE "artists_page_blocks_columns" CASCADE;
  DROP TABLE "artists_page_blocks_faq_questions" CASCADE;
  DROP TABLE "artists_page_blocks_faq" CASCADE;
  DROP TABLE "artists_page_blocks_quote" CASCADE;
  DROP TABLE "artists_page_blocks_video_embed" CASCADE;
  DROP TABLE "artists_page_blocks_artist_grid" CASCADE;
  DROP TABLE "artists_page_blocks_artwork_grid" CASCADE;
  DROP TABLE "artists_page_blocks_support_card" CASCADE;
  DROP TABLE "artists_page_rels" CASCADE;
  DROP TABLE "_artists_page_v_blocks_image" CASCADE;
  DROP TABLE "_artists_page_v_blocks_gallery_pictures" CASCADE;
  DROP TABLE "_artists_page_v_blocks_gallery" CASCADE;
  DROP TABLE "_artists_page_v_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "_artists_page_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_artists_page_v_blocks_columns_columns" CASCADE;
  DROP TABLE "_artists_page_v_blocks_columns" CASCADE;
  DROP TABLE "_artists_page_v_blocks_faq_questions" CASCADE;
  DROP TABLE "_artists_page_v_blocks_faq" CASCADE;
  DROP TABLE "_artists_page_v_blocks_quote" CASCADE;
  DROP TABLE "_artists_page_v_blocks_video_embed" CASCADE;
  DROP TABLE "_artists_page_v_blocks_artist_grid" CASCADE;
  DROP TABLE "_artists_page_v_blocks_artwork_grid" CASCADE;
  DROP TABLE "_artists_page_v_blocks_support_card" CASCADE;
  DROP TABLE "_artists_page_v_rels" CASCADE;
  DROP TABLE "art_lover_page_blocks_image" CASCADE;
  DROP TABLE "art_lover_page_blocks_gallery_pictures" CASCADE;
  DROP TABLE "art_lover_page_blocks_gallery" CASCADE;
  DROP TABLE "art_lover_page_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "art_lover_page_blocks_call_to_action" CASCADE;
  DROP TABLE "art_lover_page_blocks_columns_columns" CASCADE;
  DROP TABLE "art_lover_page_blocks_columns" CASCADE;
  DROP TABLE "art_lover_page_blocks_faq_questions" CASCADE;
  DROP TABLE "art_lover_page_blocks_faq" CASCADE;
  DROP TABLE "art_lover_page_blocks_quote" CASCADE;
  DROP TABLE "art_lover_page_blocks_video_embed" CASCADE;
  DROP TABLE "art_lover_page_blocks_artist_grid" CASCADE;
  DROP TABLE "art_lover_page_blocks_artwork_grid" CASCADE;
  DROP TABLE "art_lover_page_blocks_support_card" CASCADE;
  DROP TABLE "art_lover_page_rels" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_image" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_gallery_pictures" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_gallery" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_columns_columns" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_columns" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_faq_questions" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_faq" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_quote" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_video_embed" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_artist_grid" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_artwork_grid" CASCADE;
  DROP TABLE "_art_lover_page_v_blocks_support_card" CASCADE;
  DROP TABLE "_art_lover_page_v_rels" CASCADE;
  DROP TABLE "donors_page_blocks_image" CASCADE;
  DROP TABLE "donors_page_blocks_gallery_pictures" CASCADE;
  DROP TABLE "donors_page_blocks_gallery" CASCADE;
  DROP TABLE "donors_page_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "donors_page_blocks_call_to_action" CASCADE;
  DROP TABLE "donors_page_blocks_columns_columns" CASCADE;
  DROP TABLE "donors_page_blocks_columns" CASCADE;
  DROP TABLE "donors_page_blocks_faq_questions" CASCADE;
  DROP TABLE "donors_page_blocks_faq" CASCADE;
  DROP TABLE "donors_page_blocks_quote" CASCADE;
  DROP TABLE "donors_page_blocks_video_embed" CASCADE;
  DROP TABLE "donors_page_blocks_artist_grid" CASCADE;
  DROP TABLE "donors_page_blocks_artwork_grid" CASCADE;
  DROP TABLE "donors_page_blocks_support_card" CASCADE;
  DROP TABLE "donors_page_rels" CASCADE;
  DROP TABLE "_donors_page_v_blocks_image" CASCADE;
  DROP TABLE "_donors_page_v_blocks_gallery_pictures" CASCADE;
  DROP TABLE "_donors_page_v_blocks_gallery" CASCADE;
  DROP TABLE "_donors_page_v_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "_donors_page_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_donors_page_v_blocks_columns_columns" CASCADE;
  DROP TABLE "_donors_page_v_blocks_columns" CASCADE;
  DROP TABLE "_donors_page_v_blocks_faq_questions" CASCADE;
  DROP TABLE "_donors_page_v_blocks_faq" CASCADE;
  DROP TABLE "_donors_page_v_blocks_quote" CASCADE;
  DROP TABLE "_donors_page_v_blocks_video_embed" CASCADE;
  DROP TABLE "_donors_page_v_blocks_artist_grid" CASCADE;
  DROP TABLE "_donors_page_v_blocks_artwork_grid" CASCADE;
  DROP TABLE "_donors_page_v_blocks_support_card" CASCADE;
  DROP TABLE "_donors_page_v_rels" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_image_width";
  DROP TYPE "public"."enum_pages_blocks_artist_grid_source";
  DROP TYPE "public"."enum_pages_blocks_artwork_grid_source";
  DROP TYPE "public"."enum_pages_blocks_support_card_kind";
  DROP TYPE "public"."enum__pages_v_blocks_image_width";
  DROP TYPE "public"."enum__pages_v_blocks_artist_grid_source";
  DROP TYPE "public"."enum__pages_v_blocks_artwork_grid_source";
  DROP TYPE "public"."enum__pages_v_blocks_support_card_kind";
  DROP TYPE "public"."enum_home_page_blocks_image_width";
  DROP TYPE "public"."enum_home_page_blocks_artist_grid_source";
  DROP TYPE "public"."enum_home_page_blocks_artwork_grid_source";
  DROP TYPE "public"."enum_home_page_blocks_support_card_kind";
  DROP TYPE "public"."enum__home_page_v_blocks_image_width";
  DROP TYPE "public"."enum__home_page_v_blocks_artist_grid_source";
  DROP TYPE "public"."enum__home_page_v_blocks_artwork_grid_source";
  DROP TYPE "public"."enum__home_page_v_blocks_support_card_kind";
  DROP TYPE "public"."enum_artists_page_blocks_image_width";
  DROP TYPE "public"."enum_artists_page_blocks_artist_grid_source";
  DROP TYPE "public"."enum_artists_page_blocks_artwork_grid_source";
  DROP TYPE "public"."enum_artists_page_blocks_support_card_kind";
  DROP TYPE "public"."enum__artists_page_v_blocks_image_width";
  DROP TYPE "public"."enum__artists_page_v_blocks_artist_grid_source";
  DROP TYPE "public"."enum__artists_page_v_blocks_artwork_grid_source";
  DROP TYPE "public"."enum__artists_page_v_blocks_support_card_kind";
  DROP TYPE "public"."enum_art_lover_page_blocks_image_width";
  DROP TYPE "public"."enum_art_lover_page_blocks_artist_grid_source";
  DROP TYPE "public"."enum_art_lover_page_blocks_artwork_grid_source";
  DROP TYPE "public"."enum_art_lover_page_blocks_support_card_kind";
  DROP TYPE "public"."enum__art_lover_page_v_blocks_image_width";
  DROP TYPE "public"."enum__art_lover_page_v_blocks_artist_grid_source";
  DROP TYPE "public"."enum__art_lover_page_v_blocks_artwork_grid_source";
  DROP TYPE "public"."enum__art_lover_page_v_blocks_support_card_kind";
  DROP TYPE "public"."enum_donors_page_blocks_image_width";
  DROP TYPE "public"."enum_donors_page_blocks_artist_grid_source";
  DROP TYPE "public"."enum_donors_page_blocks_artwork_grid_source";
  DROP TYPE "public"."enum_donors_page_blocks_support_card_kind";
  DROP TYPE "public"."enum__donors_page_v_blocks_image_width";
  DROP TYPE "public"."enum__donors_page_v_blocks_artist_grid_source";
  DROP TYPE "public"."enum__donors_page_v_blocks_artwork_grid_source";
  DROP TYPE "public"."enum__donors_page_v_blocks_support_card_kind";`)
}
