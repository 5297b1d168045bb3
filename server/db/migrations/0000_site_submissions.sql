CREATE TABLE "site_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"payload" jsonb NOT NULL,
	"locale" text NOT NULL,
	"remote_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "site_submissions_created_idx" ON "site_submissions" USING btree ("created_at");