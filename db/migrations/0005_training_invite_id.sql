ALTER TABLE "training_invites" DROP CONSTRAINT "training_invites_training_id_area_code_mobile_pk";--> statement-breakpoint
ALTER TABLE "training_invites" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "training_invites_uq" ON "training_invites" USING btree ("training_id","area_code","mobile");