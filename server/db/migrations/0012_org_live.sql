CREATE TABLE "adviser_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid,
	"adviser_type" varchar(4) NOT NULL,
	"years_of_experience" smallint DEFAULT 0 NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"study_intentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"placed_school_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"adviser_id" uuid,
	"university_id" varchar(16) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"degree" varchar(2) NOT NULL,
	"year" smallint NOT NULL,
	"major_name" varchar(100) NOT NULL,
	"student_alias" varchar(20) NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_reservations" (
	"user_id" uuid NOT NULL,
	"live_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_reservations_user_id_live_id_pk" PRIMARY KEY("user_id","live_id")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"org_id" uuid,
	"host_user_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playback_positions" (
	"user_id" uuid NOT NULL,
	"playback_id" uuid NOT NULL,
	"seconds" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "playback_positions_user_id_playback_id_pk" PRIMARY KEY("user_id","playback_id")
);
--> statement-breakpoint
CREATE TABLE "playbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"org_id" uuid,
	"host_user_id" uuid,
	"duration_seconds" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"file_bytes" integer NOT NULL,
	"poster_key" varchar(200) NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "city" varchar(50);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "founded_year" smallint;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "service_countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "service_majors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "price_min" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "price_max" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "originator_name" varchar(50);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "originator_title" varchar(50);--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "originator_intro" text;--> statement-breakpoint
ALTER TABLE "adviser_profiles" ADD CONSTRAINT "adviser_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adviser_profiles" ADD CONSTRAINT "adviser_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reservations" ADD CONSTRAINT "live_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reservations" ADD CONSTRAINT "live_reservations_live_id_live_sessions_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_playback_id_playbacks_id_fk" FOREIGN KEY ("playback_id") REFERENCES "public"."playbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbacks" ADD CONSTRAINT "playbacks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbacks" ADD CONSTRAINT "playbacks_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adviser_profiles_org_idx" ON "adviser_profiles" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "offers_org_idx" ON "offers" USING btree ("org_id","year");--> statement-breakpoint
CREATE INDEX "offers_adviser_idx" ON "offers" USING btree ("adviser_id","year");--> statement-breakpoint
CREATE INDEX "live_reservations_live_idx" ON "live_reservations" USING btree ("live_id");--> statement-breakpoint
CREATE INDEX "live_sessions_start_idx" ON "live_sessions" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "live_sessions_org_idx" ON "live_sessions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "live_sessions_host_idx" ON "live_sessions" USING btree ("host_user_id");--> statement-breakpoint
CREATE INDEX "playbacks_published_idx" ON "playbacks" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "playbacks_org_idx" ON "playbacks" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "playbacks_host_idx" ON "playbacks" USING btree ("host_user_id");