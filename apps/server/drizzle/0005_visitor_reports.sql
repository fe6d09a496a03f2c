CREATE TABLE "issue_report_photos" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"report_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"language" text,
	"priority" text NOT NULL,
	"category" text NOT NULL,
	"follows_issue_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_emails" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issue_report_photos" ADD CONSTRAINT "issue_report_photos_photo_id_issue_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."issue_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_report_photos" ADD CONSTRAINT "issue_report_photos_report_id_issue_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."issue_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_follows_issue_id_issues_id_fk" FOREIGN KEY ("follows_issue_id") REFERENCES "public"."issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_emails" ADD CONSTRAINT "visitor_emails_report_id_issue_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."issue_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_report_photos_report_idx" ON "issue_report_photos" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "issue_reports_issue_idx" ON "issue_reports" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "issue_reports_follows_idx" ON "issue_reports" USING btree ("follows_issue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issue_reports_site_idempotency_idx" ON "issue_reports" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "visitor_emails_expires_idx" ON "visitor_emails" USING btree ("expires_at");