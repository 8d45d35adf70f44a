CREATE TABLE "activity_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" varchar(40) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_signups_user_activity_unique" UNIQUE("user_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "admission_sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"university_id" varchar(16) NOT NULL,
	"kind" varchar(2) NOT NULL,
	"title" varchar(200) NOT NULL,
	"online" boolean NOT NULL,
	"location" varchar(200),
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) DEFAULT 'Asia/Shanghai' NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "admission_sessions_booked_check" CHECK ("admission_sessions"."booked" >= 0 and "admission_sessions"."booked" <= "admission_sessions"."capacity")
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_slots_booked_check" CHECK ("appointment_slots"."booked" >= 0 and "appointment_slots"."booked" <= "appointment_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "user_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"slot_id" varchar(64) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_appointments_user_session_unique" UNIQUE("user_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "university_activities" ADD COLUMN "capacity" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "university_activities" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
ALTER TABLE "university_activities" ADD COLUMN "booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_activity_id_university_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."university_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_sessions" ADD CONSTRAINT "admission_sessions_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_session_id_admission_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_appointments" ADD CONSTRAINT "user_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_appointments" ADD CONSTRAINT "user_appointments_session_id_admission_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_appointments" ADD CONSTRAINT "user_appointments_slot_id_appointment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_signups_activity_idx" ON "activity_signups" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "admission_sessions_kind_start_idx" ON "admission_sessions" USING btree ("kind","start_at");--> statement-breakpoint
CREATE INDEX "admission_sessions_university_idx" ON "admission_sessions" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "appointment_slots_session_idx" ON "appointment_slots" USING btree ("session_id","start_at");--> statement-breakpoint
CREATE INDEX "user_appointments_slot_idx" ON "user_appointments" USING btree ("slot_id");--> statement-breakpoint
-- the seeded school activities are reference data with new times (open days 9:00-17:00 local, online sessions in
-- the Beijing evening) and capacities: remove the old rows so the boot seed writes them again
DELETE FROM "university_activities";