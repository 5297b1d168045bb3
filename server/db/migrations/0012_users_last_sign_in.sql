ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" u SET "last_sign_in_at" = f.last FROM (SELECT user_id, max(created_at) AS last FROM token_families GROUP BY user_id) f WHERE f.user_id = u.id;
