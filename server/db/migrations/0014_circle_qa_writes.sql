CREATE TABLE "qa_collects" (
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qa_collects_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "qa_likes" (
	"target_type" varchar(10) NOT NULL,
	"target_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qa_likes_target_type_target_id_user_id_pk" PRIMARY KEY("target_type","target_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circle_comment_likes" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circle_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"reply_to_id" uuid,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "circle_follows" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "circle_follows_not_self" CHECK ("circle_follows"."follower_id" <> "circle_follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "circle_post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circle_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_kind" varchar(10),
	"tag_code" varchar(64),
	"tag_name" varchar(100),
	"forward_of" uuid,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"forward_count" integer DEFAULT 0 NOT NULL,
	"rank_score" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "circle_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" varchar(10) NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" varchar(20) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qa_questions" ADD COLUMN "collect_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qa_replies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qa_collects" ADD CONSTRAINT "qa_collects_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_collects" ADD CONSTRAINT "qa_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_likes" ADD CONSTRAINT "qa_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_comment_likes" ADD CONSTRAINT "circle_comment_likes_comment_id_circle_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."circle_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_comment_likes" ADD CONSTRAINT "circle_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_comments" ADD CONSTRAINT "circle_comments_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_comments" ADD CONSTRAINT "circle_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_follows" ADD CONSTRAINT "circle_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_follows" ADD CONSTRAINT "circle_follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_likes" ADD CONSTRAINT "circle_post_likes_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_likes" ADD CONSTRAINT "circle_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_reports" ADD CONSTRAINT "circle_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_reports" ADD CONSTRAINT "circle_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_collects_user_idx" ON "qa_collects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "circle_comments_post_created_idx" ON "circle_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "circle_follows_followee_idx" ON "circle_follows" USING btree ("followee_id");--> statement-breakpoint
CREATE INDEX "circle_posts_rank_idx" ON "circle_posts" USING btree ("rank_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "circle_posts"."deleted_at" is null and "circle_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "circle_posts_topic_rank_idx" ON "circle_posts" USING btree ("tag_code","rank_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "circle_posts"."deleted_at" is null and "circle_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "circle_posts_author_created_idx" ON "circle_posts" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "circle_posts_forward_of_idx" ON "circle_posts" USING btree ("forward_of");--> statement-breakpoint
CREATE UNIQUE INDEX "circle_reports_reporter_target_idx" ON "circle_reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "circle_reports_status_created_idx" ON "circle_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "qa_questions_author_idx" ON "qa_questions" USING btree ("author_user_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_replies_author_idx" ON "qa_replies" USING btree ("author_user_id","created_at");