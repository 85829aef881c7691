ALTER TABLE "branches" ADD COLUMN "alert_branch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "alert_email" text;--> statement-breakpoint
-- Round robin reads a branch's available negotiators, longest waiting first.
CREATE INDEX "agency_members_routing_idx" ON "agency_members" USING btree ("branch_id","last_assigned_at" NULLS FIRST) WHERE role = 'negotiator' AND available;
