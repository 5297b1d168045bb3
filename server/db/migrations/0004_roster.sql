CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "group_members_group_id_student_id_pk" PRIMARY KEY("group_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "group_teachers" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "group_teachers_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
DROP INDEX "users_username_lower_unique";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "groups_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "trash_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "login_code" text;--> statement-breakpoint
UPDATE "accounts" SET "login_code" = substr(md5("id"::text || random()::text), 1, 8);--> statement-breakpoint
UPDATE "accounts" SET "groups_enabled" = false WHERE "kind" = 'home';--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "login_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "login_code" SET DEFAULT substr(md5(gen_random_uuid()::text), 1, 8);--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "kind" text DEFAULT 'group' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "external_key" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_sealed" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "external_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "eckid_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_same_account_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "groups"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teachers" ADD CONSTRAINT "group_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teachers" ADD CONSTRAINT "group_teachers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teachers" ADD CONSTRAINT "group_teachers_group_same_account_fk" FOREIGN KEY ("group_id","account_id") REFERENCES "groups"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_student_idx" ON "group_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "group_teachers_user_idx" ON "group_teachers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_account_external_key_unique" ON "groups" USING btree ("account_id","external_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_username_unique" ON "users" USING btree (coalesce("account_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("username"));--> statement-breakpoint
CREATE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_external_key_unique" ON "users" USING btree ("account_id","external_key");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_login_code_unique" UNIQUE("login_code");