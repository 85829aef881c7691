ALTER TABLE "conversations" ADD COLUMN "listing" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "listing" jsonb;
