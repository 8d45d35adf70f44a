CREATE TABLE "student_advisers" (
	"student_id" uuid NOT NULL,
	"adviser_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_advisers_student_id_adviser_id_pk" PRIMARY KEY("student_id","adviser_id")
);
--> statement-breakpoint
CREATE TABLE "growth_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" varchar(200) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"ref_id" uuid,
	"actor_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paperwork" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"type_code" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"group_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"file_id" uuid NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "kind" text DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "material_kind" text;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "material_type_code" varchar(20);--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "playback_id" uuid;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "deadline_id" uuid;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "answer_text" text;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "answer_paperwork_id" uuid;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "watched_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_advisers" ADD CONSTRAINT "student_advisers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_advisers" ADD CONSTRAINT "student_advisers_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork" ADD CONSTRAINT "paperwork_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork" ADD CONSTRAINT "paperwork_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork" ADD CONSTRAINT "paperwork_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_advisers_adviser_idx" ON "student_advisers" USING btree ("adviser_id");--> statement-breakpoint
CREATE INDEX "growth_records_student_time_idx" ON "growth_records" USING btree ("student_id","occurred_at");--> statement-breakpoint
CREATE INDEX "paperwork_student_idx" ON "paperwork" USING btree ("student_id","created_at") WHERE "paperwork"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "paperwork_group_idx" ON "paperwork" USING btree ("group_id","version");--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_playback_id_playbacks_id_fk" FOREIGN KEY ("playback_id") REFERENCES "public"."playbacks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_answer_paperwork_id_paperwork_id_fk" FOREIGN KEY ("answer_paperwork_id") REFERENCES "public"."paperwork"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_tasks_user_due_idx" ON "user_tasks" USING btree ("user_id","due_at");