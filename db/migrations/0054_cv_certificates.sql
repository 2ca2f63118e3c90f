CREATE TABLE "cv_hidden_certificates" (
	"user_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_hidden_certificates_user_id_certificate_id_pk" PRIMARY KEY("user_id","certificate_id")
);
--> statement-breakpoint
ALTER TABLE "cv_hidden_certificates" ADD CONSTRAINT "cv_hidden_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_hidden_certificates" ADD CONSTRAINT "cv_hidden_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_hidden_certificates_certificate_idx" ON "cv_hidden_certificates" USING btree ("certificate_id");