CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(6) NOT NULL,
	"name_cn" varchar(50) NOT NULL,
	"parent_code" varchar(6),
	"level" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "regions_code_unique" UNIQUE("code"),
	CONSTRAINT "regions_level_check" CHECK ("regions"."level" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "student_schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_cn" varchar(50) NOT NULL,
	"abbreviation_cn" varchar(50),
	"type" text NOT NULL,
	"province_code" varchar(6) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_schools_city_name_unique" UNIQUE("city_code","name_cn")
);
--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_schools" ADD CONSTRAINT "student_schools_province_code_regions_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_schools" ADD CONSTRAINT "student_schools_city_code_regions_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regions_parent_code_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "student_schools_city_type_idx" ON "student_schools" USING btree ("city_code","type","sort");--> statement-breakpoint
CREATE INDEX "student_schools_province_idx" ON "student_schools" USING btree ("province_code");