-- Our own column names: the spec's spellings (isRequireded, isChoiceness) stay on the wire only (api/contract).
ALTER TABLE "trainings" RENAME COLUMN "is_choiceness" TO "is_featured";--> statement-breakpoint
ALTER TABLE "training_settings" RENAME COLUMN "is_requireded" TO "is_required";--> statement-breakpoint
ALTER TABLE "training_questions" RENAME COLUMN "is_requireded" TO "is_required";
--> statement-breakpoint
-- An activity's stored form says isRequired too; activity/detail still answers the spec's isRequireded (api/contract/activity.ts).
UPDATE "activities" SET
  "user_detail_list" = COALESCE((SELECT jsonb_agg((f - 'isRequireded') || jsonb_build_object('isRequired', f -> 'isRequireded') ORDER BY n)
    FROM jsonb_array_elements("user_detail_list") WITH ORDINALITY AS e(f, n)), '[]'::jsonb),
  "survey_questions" = COALESCE((SELECT jsonb_agg((q - 'isRequireded') || jsonb_build_object('isRequired', q -> 'isRequireded') ORDER BY n)
    FROM jsonb_array_elements("survey_questions") WITH ORDINALITY AS e(q, n)), '[]'::jsonb);
