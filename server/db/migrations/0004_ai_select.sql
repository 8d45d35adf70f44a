CREATE TABLE "ai_last_requests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chosen_universities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"university_id" varchar(16) NOT NULL,
	"matching_state" varchar(2),
	"study_result" integer,
	"backgroud_result" integer,
	"system_result" integer,
	"score_result" integer,
	"major_result" varchar(500) DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chosen_universities_user_university_unique" UNIQUE("user_id","university_id")
);
--> statement-breakpoint
ALTER TABLE "ai_last_requests" ADD CONSTRAINT "ai_last_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chosen_universities" ADD CONSTRAINT "chosen_universities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chosen_universities" ADD CONSTRAINT "chosen_universities_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chosen_universities_user_joined_idx" ON "chosen_universities" USING btree ("user_id","joined_at");