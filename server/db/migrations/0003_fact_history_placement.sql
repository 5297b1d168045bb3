ALTER TABLE "student_practice" ADD COLUMN "answer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sum_windows" ADD COLUMN "placement" jsonb;--> statement-breakpoint
ALTER TABLE "task_list_tasks" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
-- Adaptive rows made before the placement intake existed were placed the old way (at the year group's first task).
UPDATE "task_list_tasks" SET "placed_at" = "created_at" WHERE "kind" = 'adaptive';--> statement-breakpoint
-- The student-wide answer clock starts at the answers given so far, over all tasks.
INSERT INTO "student_practice" ("student_id", "account_id")
  SELECT DISTINCT ON ("student_id") "student_id", "account_id" FROM "student_task_states"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "student_practice" AS sp SET "answer_count" = c."n"
  FROM (SELECT "student_id", sum("answer_count")::int AS "n" FROM "student_task_states" GROUP BY "student_id") AS c
  WHERE c."student_id" = sp."student_id";--> statement-breakpoint
-- A fact's recency was an index on its task's answer counter: keep "so many answers ago" on the new clock.
UPDATE "student_facts" AS f
  SET "last_answer_index" = GREATEST(0, sp."answer_count" - (s."answer_count" - f."last_answer_index"))
  FROM "student_task_states" AS s, "student_practice" AS sp
  WHERE s."student_id" = f."student_id" AND s."practice_task_id" = f."practice_task_id"
    AND sp."student_id" = f."student_id";--> statement-breakpoint
-- Facts practised in several tasks become one history: counts add up, the latest attempts of all rows
-- (older rows first) make the recent history, and the box and due date are those of the latest answer.
ALTER TABLE "student_facts" DROP CONSTRAINT "student_facts_pk";--> statement-breakpoint
WITH "history" AS (
  SELECT f."student_id", f."sum_key", e."value",
    row_number() OVER (
      PARTITION BY f."student_id", f."sum_key"
      ORDER BY f."last_answered_at" DESC, f."last_answer_index" DESC, f."practice_task_id" DESC, e."ord" DESC
    ) AS "back"
  FROM "student_facts" AS f CROSS JOIN LATERAL jsonb_array_elements(f."recent") WITH ORDINALITY AS e("value", "ord")
), "merged" AS (
  SELECT "student_id", "sum_key", sum("answers")::int AS "answers",
    sum("correct_answers")::int AS "correct_answers", max("last_answer_index") AS "last_answer_index"
  FROM "student_facts" GROUP BY "student_id", "sum_key" HAVING count(*) > 1
), "recent" AS (
  SELECT "student_id", "sum_key", jsonb_agg("value" ORDER BY "back" DESC) AS "recent"
  FROM "history" WHERE "back" <= 8 GROUP BY "student_id", "sum_key"
), "latest" AS (
  SELECT DISTINCT ON ("student_id", "sum_key") "student_id", "sum_key", "practice_task_id"
  FROM "student_facts"
  ORDER BY "student_id", "sum_key", "last_answered_at" DESC, "last_answer_index" DESC, "practice_task_id" DESC
)
UPDATE "student_facts" AS f
  SET "answers" = m."answers", "correct_answers" = m."correct_answers",
    "last_answer_index" = m."last_answer_index", "recent" = COALESCE(r."recent", '[]'::jsonb)
  FROM "merged" AS m
    JOIN "latest" AS l ON l."student_id" = m."student_id" AND l."sum_key" = m."sum_key"
    LEFT JOIN "recent" AS r ON r."student_id" = m."student_id" AND r."sum_key" = m."sum_key"
  WHERE f."student_id" = l."student_id" AND f."sum_key" = l."sum_key"
    AND f."practice_task_id" = l."practice_task_id";--> statement-breakpoint
DELETE FROM "student_facts" AS f
  USING (
    SELECT DISTINCT ON ("student_id", "sum_key") "student_id", "sum_key", "practice_task_id"
    FROM "student_facts"
    ORDER BY "student_id", "sum_key", "last_answered_at" DESC, "last_answer_index" DESC, "practice_task_id" DESC
  ) AS l
  WHERE f."student_id" = l."student_id" AND f."sum_key" = l."sum_key"
    AND f."practice_task_id" <> l."practice_task_id";--> statement-breakpoint
ALTER TABLE "student_facts" DROP COLUMN "practice_task_id";--> statement-breakpoint
ALTER TABLE "student_facts" ADD CONSTRAINT "student_facts_pk" PRIMARY KEY("student_id","sum_key");
