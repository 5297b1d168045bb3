-- An installation that ran before content versions keeps its content: the rows of the old tables
-- (office staff's generator edits included) become version 1. A new installation has no rows here;
-- the server then publishes the code's content as version 1 at its first start.
INSERT INTO "content_releases" ("version", "content", "changes", "note")
SELECT 1, jsonb_build_object(
  'nodes', COALESCE((SELECT jsonb_agg(jsonb_build_object(
    'id', n."id", 'level', n."level", 'parentId', n."parent_id", 'name', n."name",
    'position', n."position", 'schoolGroups', n."school_groups") ORDER BY n."position", n."id")
    FROM "curriculum_nodes" n), '[]'::jsonb),
  'tasks', COALESCE((SELECT jsonb_agg(jsonb_build_object(
    'id', t."id", 'partId', t."part_id", 'position', t."position", 'name', t."name",
    'schoolGroup', t."school_group", 'goal', t."goal", 'gameIds', t."game_ids",
    'sourceType', t."source_type", 'collectionId', t."collection_id") ORDER BY t."position")
    FROM "practice_tasks" t), '[]'::jsonb),
  'settings', COALESCE((SELECT jsonb_agg(jsonb_build_object(
    'id', s."id", 'taskId', s."practice_task_id", 'position', s."position", 'name', s."name",
    'setting', s."setting") ORDER BY s."id")
    FROM "generator_settings" s), '[]'::jsonb),
  'collections', COALESCE((SELECT jsonb_agg(jsonb_build_object(
    'id', c."id", 'name', c."name", 'sumKeys', c."sum_keys") ORDER BY c."id")
    FROM "sum_collections" c), '[]'::jsonb)
), '[]'::jsonb, 'The content as it stood before content versions'
WHERE EXISTS (SELECT 1 FROM "practice_tasks");
--> statement-breakpoint
DROP TABLE "curriculum_nodes" CASCADE;--> statement-breakpoint
DROP TABLE "generator_settings" CASCADE;--> statement-breakpoint
DROP TABLE "practice_tasks" CASCADE;--> statement-breakpoint
DROP TABLE "sum_collections" CASCADE;