CREATE SEQUENCE "public"."certificate_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "certificate_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"how" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_verifications_how_ck" CHECK ("certificate_verifications"."how" in ('query', 'link', 'qr'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"code" text NOT NULL,
	"registration_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"id_card" text NOT NULL,
	"score" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "certificates_number_uq" UNIQUE("number"),
	CONSTRAINT "certificates_registration_uq" UNIQUE("registration_id"),
	CONSTRAINT "certificates_code_ck" CHECK ("certificates"."code" ~ '^[A-Z0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "certificate_verifications" ADD CONSTRAINT "certificate_verifications_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."exam_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_verifications_cert_idx" ON "certificate_verifications" USING btree ("certificate_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certificates_id_card_idx" ON "certificates" USING btree ("id_card");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "certificates_expiry_idx" ON "certificates" USING btree ("expires_at") WHERE "certificates"."reminded_at" is null and "certificates"."revoked_at" is null;