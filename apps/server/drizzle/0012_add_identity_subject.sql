ALTER TABLE "users" ADD COLUMN "identity_subject" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signed_out_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_identity_subject_unique" ON "users" USING btree ("identity_subject");
