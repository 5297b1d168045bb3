CREATE TABLE "answers" (
	"client_answer_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"window_id" uuid NOT NULL,
	"practice_task_id" text NOT NULL,
	"sum_key" text NOT NULL,
	"position" integer,
	"kind" text,
	"answer" jsonb,
	"correct" boolean NOT NULL,
	"error_pattern" text,
	"response_ms" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" double precision NOT NULL,
	"expected" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"window_id" uuid,
	"blob_id" text,
	"day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"parent_id" text,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL,
	"school_groups" jsonb
);
--> statement-breakpoint
CREATE TABLE "custom_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"student_ids" jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"game_ids" jsonb NOT NULL,
	"goal" text NOT NULL,
	"rounds_per_day" integer NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exercise_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"group_id" uuid,
	"student_id" uuid,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "exercise_settings_one_owner" CHECK (("exercise_settings"."group_id" is null) <> ("exercise_settings"."student_id" is null))
);
--> statement-breakpoint
CREATE TABLE "fluency_test_answers" (
	"client_answer_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"sum_key" text NOT NULL,
	"answer" jsonb,
	"correct" boolean NOT NULL,
	"response_ms" integer NOT NULL,
	"response" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fluency_tests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "generator_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"practice_task_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"setting" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "item_difficulties" (
	"sum_key" text PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL,
	"uncertainty" double precision NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practice_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"domain_id" text NOT NULL,
	"goal_id" text NOT NULL,
	"subgoal_id" text NOT NULL,
	"part_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"school_group" integer NOT NULL,
	"goal" text NOT NULL,
	"game_ids" jsonb NOT NULL,
	"source_type" text NOT NULL,
	"collection_id" text
);
--> statement-breakpoint
CREATE TABLE "student_blobs" (
	"account_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"blob_id" text NOT NULL,
	"bought_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_blobs_pk" PRIMARY KEY("student_id","blob_id")
);
--> statement-breakpoint
CREATE TABLE "student_facts" (
	"account_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"practice_task_id" text NOT NULL,
	"sum_key" text NOT NULL,
	"answers" integer NOT NULL,
	"correct_answers" integer NOT NULL,
	"recent" jsonb NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	"last_answer_index" integer NOT NULL,
	"box" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_facts_pk" PRIMARY KEY("student_id","practice_task_id","sum_key")
);
--> statement-breakpoint
CREATE TABLE "student_practice" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"rounds_total" integer DEFAULT 0 NOT NULL,
	"rounds_since_test" integer DEFAULT 0 NOT NULL,
	"last_practised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_practice_coins_not_negative" CHECK ("student_practice"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_task_states" (
	"account_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"practice_task_id" text NOT NULL,
	"theta" double precision DEFAULT 0 NOT NULL,
	"uncertainty" double precision DEFAULT 1 NOT NULL,
	"rating_answers" integer DEFAULT 0 NOT NULL,
	"rating_updated_at" timestamp with time zone,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"rounds_played" integer DEFAULT 0 NOT NULL,
	"intake_done" boolean DEFAULT false NOT NULL,
	"introducing" text,
	"recent_round_accuracy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mastery" double precision DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"last_practised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_task_states_pk" PRIMARY KEY("student_id","practice_task_id")
);
--> statement-breakpoint
CREATE TABLE "sum_collections" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sum_keys" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sum_windows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"task_list_task_id" uuid NOT NULL,
	"practice_task_id" text NOT NULL,
	"game_id" text NOT NULL,
	"purpose" text NOT NULL,
	"sum_keys" jsonb NOT NULL,
	"reserve_keys" jsonb NOT NULL,
	"slots" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"summary" jsonb
);
--> statement-breakpoint
CREATE TABLE "task_list_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"domain_id" text,
	"practice_task_id" text NOT NULL,
	"custom_task_id" uuid,
	"rounds_per_day" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_window_id_sum_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "sum_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_window_id_sum_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "sum_windows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_tasks" ADD CONSTRAINT "custom_tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_tasks" ADD CONSTRAINT "custom_tasks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_tasks" ADD CONSTRAINT "custom_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_settings" ADD CONSTRAINT "exercise_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_settings" ADD CONSTRAINT "exercise_settings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_settings" ADD CONSTRAINT "exercise_settings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_settings" ADD CONSTRAINT "exercise_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluency_test_answers" ADD CONSTRAINT "fluency_test_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluency_test_answers" ADD CONSTRAINT "fluency_test_answers_test_id_fluency_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "fluency_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluency_test_answers" ADD CONSTRAINT "fluency_test_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluency_tests" ADD CONSTRAINT "fluency_tests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluency_tests" ADD CONSTRAINT "fluency_tests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_settings" ADD CONSTRAINT "generator_settings_practice_task_id_practice_tasks_id_fk" FOREIGN KEY ("practice_task_id") REFERENCES "practice_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generator_settings" ADD CONSTRAINT "generator_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_blobs" ADD CONSTRAINT "student_blobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_blobs" ADD CONSTRAINT "student_blobs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_facts" ADD CONSTRAINT "student_facts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_facts" ADD CONSTRAINT "student_facts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_practice" ADD CONSTRAINT "student_practice_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_practice" ADD CONSTRAINT "student_practice_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_task_states" ADD CONSTRAINT "student_task_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_task_states" ADD CONSTRAINT "student_task_states_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sum_windows" ADD CONSTRAINT "sum_windows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sum_windows" ADD CONSTRAINT "sum_windows_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sum_windows" ADD CONSTRAINT "sum_windows_task_list_task_id_task_list_tasks_id_fk" FOREIGN KEY ("task_list_task_id") REFERENCES "task_list_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_list_tasks" ADD CONSTRAINT "task_list_tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_list_tasks" ADD CONSTRAINT "task_list_tasks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_list_tasks" ADD CONSTRAINT "task_list_tasks_custom_task_id_custom_tasks_id_fk" FOREIGN KEY ("custom_task_id") REFERENCES "custom_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_window_idx" ON "answers" USING btree ("window_id");--> statement-breakpoint
CREATE INDEX "answers_student_idx" ON "answers" USING btree ("student_id","answered_at");--> statement-breakpoint
CREATE INDEX "answers_account_idx" ON "answers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "coin_ledger_student_idx" ON "coin_ledger" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "coin_ledger_account_idx" ON "coin_ledger" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_round_once" ON "coin_ledger" USING btree ("window_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_day_once" ON "coin_ledger" USING btree ("student_id","day") WHERE "coin_ledger"."reason" = 'dayComplete';--> statement-breakpoint
CREATE INDEX "curriculum_nodes_parent_idx" ON "curriculum_nodes" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "custom_tasks_group_idx" ON "custom_tasks" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "custom_tasks_account_idx" ON "custom_tasks" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_settings_group_unique" ON "exercise_settings" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_settings_student_unique" ON "exercise_settings" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "exercise_settings_account_idx" ON "exercise_settings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "fluency_test_answers_test_idx" ON "fluency_test_answers" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "fluency_test_answers_account_idx" ON "fluency_test_answers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "fluency_tests_student_idx" ON "fluency_tests" USING btree ("student_id","started_at");--> statement-breakpoint
CREATE INDEX "fluency_tests_account_idx" ON "fluency_tests" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fluency_tests_one_open" ON "fluency_tests" USING btree ("student_id") WHERE "fluency_tests"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "generator_settings_task_idx" ON "generator_settings" USING btree ("practice_task_id","position");--> statement-breakpoint
CREATE INDEX "practice_tasks_position_idx" ON "practice_tasks" USING btree ("position");--> statement-breakpoint
CREATE INDEX "student_blobs_account_idx" ON "student_blobs" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "student_facts_account_idx" ON "student_facts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "student_practice_account_idx" ON "student_practice" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "student_task_states_account_idx" ON "student_task_states" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sum_windows_student_idx" ON "sum_windows" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "sum_windows_task_idx" ON "sum_windows" USING btree ("task_list_task_id","completed_at");--> statement-breakpoint
CREATE INDEX "sum_windows_account_idx" ON "sum_windows" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_list_tasks_domain_unique" ON "task_list_tasks" USING btree ("student_id","domain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_list_tasks_custom_unique" ON "task_list_tasks" USING btree ("student_id","custom_task_id");--> statement-breakpoint
CREATE INDEX "task_list_tasks_account_idx" ON "task_list_tasks" USING btree ("account_id");