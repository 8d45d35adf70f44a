CREATE TABLE "qa_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" varchar(20) NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"author_user_id" uuid,
	"author_name" varchar(60) NOT NULL,
	"author_avatar" varchar(500),
	"author_role" varchar(20) NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"content" text NOT NULL,
	"author_user_id" uuid,
	"author_name" varchar(60) NOT NULL,
	"author_avatar" varchar(500),
	"author_role" varchar(20) NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_replies" ADD CONSTRAINT "qa_replies_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_replies" ADD CONSTRAINT "qa_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_questions_created_idx" ON "qa_questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "qa_questions_category_idx" ON "qa_questions" USING btree ("category");--> statement-breakpoint
CREATE INDEX "qa_replies_question_idx" ON "qa_replies" USING btree ("question_id","created_at");