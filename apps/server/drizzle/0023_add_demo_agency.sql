ALTER TABLE "agents" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- At most one demo agency: instances seeding it at the same time cannot make two.
CREATE UNIQUE INDEX "agents_one_demo" ON "agents" USING btree ("is_demo") WHERE is_demo;
