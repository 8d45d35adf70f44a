CREATE TABLE "guide_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"type_code" varchar(10),
	"country_code" varchar(10),
	"title" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"body" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"facts_year" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_configs" (
	"page_type" text PRIMARY KEY NOT NULL,
	"title" varchar(40) NOT NULL,
	"subtitle" varchar(80) NOT NULL,
	"description" varchar(300) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" varchar(60) NOT NULL,
	"subtitle" varchar(120) NOT NULL,
	"link_path" varchar(200) NOT NULL,
	"link_text" varchar(20) NOT NULL,
	"tone" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"search_type" text NOT NULL,
	"term" varchar(30) NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_terms_search_type_term_pk" PRIMARY KEY("search_type","term")
);
--> statement-breakpoint
CREATE INDEX "guide_articles_section_published_idx" ON "guide_articles" USING btree ("section","published_at");