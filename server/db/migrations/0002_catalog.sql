CREATE TABLE "universities" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"name_cn" varchar(200) NOT NULL,
	"name_en" varchar(300) NOT NULL,
	"search" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"country_name" varchar(50) NOT NULL,
	"logo_text" varchar(8) NOT NULL,
	"type_name" varchar(10),
	"city" varchar(100),
	"web_page" text,
	"ai_rank" integer,
	"qs_label" varchar(20),
	"qs_rank" integer,
	"qs2026_label" varchar(20),
	"qs2026_rank" integer,
	"qs_score" double precision,
	"qs_indicators" jsonb,
	"us_news_label" varchar(20),
	"us_news_rank" integer,
	"the_label" varchar(20),
	"the_rank" integer,
	"the_score" double precision,
	"arwu_label" varchar(20),
	"arwu_rank" integer,
	"arwu_score" double precision,
	"admission" jsonb
);
--> statement-breakpoint
CREATE TABLE "university_activities" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"university_id" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"kind_name" varchar(50) NOT NULL,
	"signup_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"online" boolean NOT NULL,
	"location" varchar(200),
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"name_cn" varchar(50) NOT NULL,
	"subject_en" varchar(100) NOT NULL,
	"subject_cn" varchar(50) NOT NULL,
	"broad_area_cn" varchar(50) NOT NULL,
	"program_count" integer NOT NULL,
	"ranked_universities" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_majors" (
	"major_code" varchar(8) NOT NULL,
	"university_id" varchar(16) NOT NULL,
	"rank_label" varchar(20) NOT NULL,
	"rank_number" integer NOT NULL,
	CONSTRAINT "university_majors_pk" PRIMARY KEY("major_code","university_id")
);
--> statement-breakpoint
ALTER TABLE "university_activities" ADD CONSTRAINT "university_activities_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_majors" ADD CONSTRAINT "university_majors_major_code_majors_code_fk" FOREIGN KEY ("major_code") REFERENCES "public"."majors"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_majors" ADD CONSTRAINT "university_majors_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "universities_country_code_idx" ON "universities" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "universities_ai_rank_idx" ON "universities" USING btree ("ai_rank");--> statement-breakpoint
CREATE INDEX "universities_qs_rank_idx" ON "universities" USING btree ("qs_rank","name_en");--> statement-breakpoint
CREATE INDEX "universities_us_news_rank_idx" ON "universities" USING btree ("us_news_rank");--> statement-breakpoint
CREATE INDEX "universities_the_rank_idx" ON "universities" USING btree ("the_rank");--> statement-breakpoint
CREATE INDEX "universities_arwu_rank_idx" ON "universities" USING btree ("arwu_rank");--> statement-breakpoint
CREATE INDEX "university_activities_university_idx" ON "university_activities" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "university_activities_end_idx" ON "university_activities" USING btree ("end_at","start_at");--> statement-breakpoint
CREATE INDEX "university_majors_rank_idx" ON "university_majors" USING btree ("major_code","rank_number");--> statement-breakpoint
CREATE INDEX "university_majors_university_idx" ON "university_majors" USING btree ("university_id");