ALTER TABLE "issues" ADD COLUMN "overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "response_targets" jsonb;--> statement-breakpoint
CREATE INDEX "issues_overdue_pending_idx" ON "issues" USING btree ("created_at") WHERE "issues"."status" = 'OPEN' and "issues"."overdue_notified_at" is null;--> statement-breakpoint
-- Open issues already past the default targets when this ships count as noticed: the first sweep after an
-- upgrade must not email every owner about every old issue at once. Issues due later are noticed as usual.
UPDATE "issues" SET "overdue_notified_at" = now()
WHERE "status" = 'OPEN' AND "created_at" + CASE "priority"
  WHEN 'CRITICAL' THEN interval '1 hour'
  WHEN 'HIGH' THEN interval '4 hours'
  WHEN 'MEDIUM' THEN interval '2 days'
  ELSE interval '7 days' END <= now();
