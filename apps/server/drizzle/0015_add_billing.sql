ALTER TABLE "agents" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "billing_interval" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "subscription_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_stripe_customer_unique" ON "agents" USING btree ("stripe_customer_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "over_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "alerts_held_back" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "monthly_usage" (
	"agent_id" uuid NOT NULL,
	"month" text NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_usage_agent_id_month_pk" PRIMARY KEY("agent_id","month")
);
--> statement-breakpoint
ALTER TABLE "monthly_usage" ADD CONSTRAINT "monthly_usage_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
