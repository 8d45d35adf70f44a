CREATE TABLE "background_boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"type" varchar(2) NOT NULL,
	"title" varchar(100) NOT NULL,
	"organization" varchar(100) DEFAULT '' NOT NULL,
	"role" varchar(100) DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"exam_type" text NOT NULL,
	"taken_at" date NOT NULL,
	"total" numeric(6, 1) NOT NULL,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject" varchar(60) DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"university" varchar(100) DEFAULT '' NOT NULL,
	"program" varchar(100) DEFAULT '' NOT NULL,
	"interview_date" date,
	"rating" smallint,
	"strengths" text DEFAULT '' NOT NULL,
	"improvements" text DEFAULT '' NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_deadlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"application_id" uuid,
	"chosen_id" uuid,
	"university_id" varchar(16) NOT NULL,
	"round" varchar(30) NOT NULL,
	"date" date NOT NULL,
	"time" varchar(5),
	"time_zone" varchar(64),
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"notified14_at" timestamp with time zone,
	"notified7_at" timestamp with time zone,
	"notified3_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"state" text NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid
);
--> statement-breakpoint
CREATE TABLE "application_materials" (
	"application_id" uuid NOT NULL,
	"paperwork_id" uuid NOT NULL,
	CONSTRAINT "application_materials_application_id_paperwork_id_pk" PRIMARY KEY("application_id","paperwork_id")
);
--> statement-breakpoint
CREATE TABLE "application_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"program" varchar(100) DEFAULT '' NOT NULL,
	"tuition_amount" integer NOT NULL,
	"tuition_currency" text NOT NULL,
	"living_amount" integer NOT NULL,
	"living_currency" text NOT NULL,
	"scholarship_amount" integer DEFAULT 0 NOT NULL,
	"scholarship_currency" text NOT NULL,
	"duration_months" integer NOT NULL,
	"conditional" boolean DEFAULT false NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"reply_deadline" date,
	"email_subject" varchar(200) NOT NULL,
	"email_content" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"chosen_id" uuid,
	"university_id" varchar(16) NOT NULL,
	"program" varchar(100) DEFAULT '' NOT NULL,
	"degree" varchar(30) DEFAULT '' NOT NULL,
	"round" varchar(30) DEFAULT '' NOT NULL,
	"state" text DEFAULT 'PREPARING' NOT NULL,
	"state_changed_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applications_chosen_unique" UNIQUE("chosen_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_to_cny" double precision NOT NULL,
	"as_of" date NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_exchange_rates" (
	"student_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"rate_to_cny" double precision NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_exchange_rates_student_id_currency_pk" PRIMARY KEY("student_id","currency")
);
--> statement-breakpoint
CREATE TABLE "after_abroad_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"code" varchar(30) NOT NULL,
	"title" varchar(50) NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_abroad_items_student_code_unique" UNIQUE("student_id","code")
);
--> statement-breakpoint
CREATE TABLE "student_plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"university_id" varchar(16),
	"tier" text,
	"reason" text DEFAULT '' NOT NULL,
	"name" varchar(100),
	"provider" varchar(100),
	"course_type" text,
	"url" varchar(500),
	"program_name" varchar(100),
	"degree" text,
	"intake" varchar(30),
	"notes" text DEFAULT '' NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "background_boosts" ADD CONSTRAINT "background_boosts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_boosts" ADD CONSTRAINT "background_boosts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_scores" ADD CONSTRAINT "exam_scores_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_scores" ADD CONSTRAINT "exam_scores_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_assessments" ADD CONSTRAINT "student_assessments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_assessments" ADD CONSTRAINT "student_assessments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_deadlines" ADD CONSTRAINT "application_deadlines_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_deadlines" ADD CONSTRAINT "application_deadlines_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_deadlines" ADD CONSTRAINT "application_deadlines_chosen_id_chosen_universities_id_fk" FOREIGN KEY ("chosen_id") REFERENCES "public"."chosen_universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_deadlines" ADD CONSTRAINT "application_deadlines_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_deadlines" ADD CONSTRAINT "application_deadlines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_materials" ADD CONSTRAINT "application_materials_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_materials" ADD CONSTRAINT "application_materials_paperwork_id_paperwork_id_fk" FOREIGN KEY ("paperwork_id") REFERENCES "public"."paperwork"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_chosen_id_chosen_universities_id_fk" FOREIGN KEY ("chosen_id") REFERENCES "public"."chosen_universities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exchange_rates" ADD CONSTRAINT "student_exchange_rates_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_abroad_items" ADD CONSTRAINT "after_abroad_items_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_plan_items" ADD CONSTRAINT "student_plan_items_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_plan_items" ADD CONSTRAINT "student_plan_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_boosts_student_idx" ON "background_boosts" USING btree ("student_id","start_date");--> statement-breakpoint
CREATE INDEX "exam_scores_student_type_idx" ON "exam_scores" USING btree ("student_id","exam_type","taken_at");--> statement-breakpoint
CREATE INDEX "student_assessments_student_kind_idx" ON "student_assessments" USING btree ("student_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "application_deadlines_student_idx" ON "application_deadlines" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "application_deadlines_pending_idx" ON "application_deadlines" USING btree ("date") WHERE "application_deadlines"."notified3_at" is null;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "application_offers_student_idx" ON "application_offers" USING btree ("student_id","received_at");--> statement-breakpoint
CREATE INDEX "applications_student_idx" ON "applications" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "student_plan_items_student_idx" ON "student_plan_items" USING btree ("student_id","kind","created_at");