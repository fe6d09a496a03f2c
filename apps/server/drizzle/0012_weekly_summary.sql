CREATE TABLE "weekly_summaries" (
	"site_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"sending_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "weekly_summaries_site_id_user_id_week_start_pk" PRIMARY KEY("site_id","user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "site_members" ADD COLUMN "weekly_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_summaries" ADD CONSTRAINT "weekly_summaries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_summaries" ADD CONSTRAINT "weekly_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_members_weekly_summary_idx" ON "site_members" USING btree ("site_id","user_id") WHERE "site_members"."weekly_summary";