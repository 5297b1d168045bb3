CREATE TABLE "answer_day_totals" (
	"account_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"day" date NOT NULL,
	"practice_task_id" text NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	"answer_ms" double precision NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "answer_day_totals_pk" PRIMARY KEY("student_id","day","practice_task_id")
);
--> statement-breakpoint
ALTER TABLE "answer_day_totals" ADD CONSTRAINT "answer_day_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_day_totals" ADD CONSTRAINT "answer_day_totals_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_day_totals_account_idx" ON "answer_day_totals" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sum_windows_student_completed_idx" ON "sum_windows" USING btree ("student_id","completed_at");--> statement-breakpoint
INSERT INTO "answer_day_totals" ("account_id", "student_id", "day", "practice_task_id", "answers", "correct", "answer_ms")
SELECT "account_id", "student_id", ("answered_at" AT TIME ZONE 'Europe/Amsterdam')::date, "practice_task_id",
  count(*)::int, count(*) FILTER (WHERE "correct")::int, sum(least("response_ms", 60000))::double precision
FROM "answers"
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "answer_day_totals" ("account_id", "student_id", "day", "practice_task_id", "answers", "correct", "answer_ms", "rounds")
SELECT "account_id", "student_id", ("completed_at" AT TIME ZONE 'Europe/Amsterdam')::date, "practice_task_id", 0, 0, 0, count(*)::int
FROM "sum_windows"
WHERE "completed_at" IS NOT NULL
GROUP BY 1, 2, 3, 4
ON CONFLICT ("student_id", "day", "practice_task_id") DO UPDATE SET "rounds" = excluded."rounds";
