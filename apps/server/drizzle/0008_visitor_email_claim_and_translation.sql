ALTER TABLE "issue_reports" ADD COLUMN "translation" jsonb;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "translation" jsonb;--> statement-breakpoint
ALTER TABLE "visitor_emails" ADD COLUMN "sending_until" timestamp with time zone;