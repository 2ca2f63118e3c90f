CREATE TABLE "exam_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"device_name" text DEFAULT '' NOT NULL,
	"photo_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_checks" ADD CONSTRAINT "exam_checks_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."exam_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_checks" ADD CONSTRAINT "exam_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_checks_registration_idx" ON "exam_checks" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "exam_checks_created_idx" ON "exam_checks" USING btree ("created_at");