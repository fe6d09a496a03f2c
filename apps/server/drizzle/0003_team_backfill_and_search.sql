-- Before memberships had roles, each site had exactly one manager, its creator: make them its owner.
UPDATE "site_members" SET "role" = 'owner';
--> statement-breakpoint
-- Text search of the Resolved history over title, description and location (built-in full-text
-- search, no extension, so PGlite and PostgreSQL answer alike).
CREATE INDEX "issues_search_idx" ON "issues" USING gin (to_tsvector('simple', "title" || ' ' || "description" || ' ' || "location"));
--> statement-breakpoint
CREATE INDEX "issues_site_closed_idx" ON "issues" ("site_id", "closed_at" DESC) WHERE "status" = 'RESOLVED';
--> statement-breakpoint
-- The CSV export pages through a site's issues by (created_at, id).
CREATE INDEX "issues_site_created_id_idx" ON "issues" ("site_id", "created_at", "id");
