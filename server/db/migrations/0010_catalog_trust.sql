ALTER TABLE "universities" ADD COLUMN "city_cn" varchar(100);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "aliases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "graduate_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "level_source" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "rank_history" jsonb DEFAULT '[]'::jsonb NOT NULL;