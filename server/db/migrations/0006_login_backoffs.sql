CREATE TABLE "login_backoffs" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_backoffs_last_failure_at_idx" ON "login_backoffs" USING btree ("last_failure_at");--> statement-breakpoint
-- wrong passwords no longer lock accounts: lift the locks they set (administrative locks stay)
UPDATE "users" SET "locked" = false, "lock_reason" = NULL, "failed_logins" = 0 WHERE "lock_reason" = 'LOGIN_FAILURES';
