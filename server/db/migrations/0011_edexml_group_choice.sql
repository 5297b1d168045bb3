CREATE TABLE "edexml_group_choices" (
	"account_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"chosen" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edexml_group_choices_account_id_group_key_pk" PRIMARY KEY("account_id","group_key")
);
--> statement-breakpoint
ALTER TABLE "edexml_group_choices" ADD CONSTRAINT "edexml_group_choices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;