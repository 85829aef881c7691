ALTER TABLE "branches" ADD COLUMN "alert_branch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "alert_email" text;
