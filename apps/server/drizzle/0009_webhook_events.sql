CREATE TABLE "webhook_events" (
	"issue_id" uuid NOT NULL,
	"type" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_issue_id_type_pk" PRIMARY KEY("issue_id","type")
);
--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_events_created_idx" ON "webhook_events" USING btree ("created_at");--> statement-breakpoint
-- Events before this version were queued by their listener: mark the recent ones queued, so the sweep does not send them again.
INSERT INTO "webhook_events" ("issue_id", "type", "queued_at") SELECT "id", 'issue.created', now() FROM "issues" WHERE "created_at" > now() - interval '1 day' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "webhook_events" ("issue_id", "type", "queued_at") SELECT "id", 'issue.resolved', now() FROM "issues" WHERE "closed_at" > now() - interval '1 day' ON CONFLICT DO NOTHING;
