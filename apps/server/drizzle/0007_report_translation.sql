ALTER TABLE "issue_reports" ADD COLUMN "translation" jsonb;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "translation" jsonb;