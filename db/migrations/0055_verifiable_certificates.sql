CREATE SEQUENCE "public"."certificate_status_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "issuer_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"thumbprint" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuer_keys_thumbprint_uq" UNIQUE("thumbprint")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_index" integer DEFAULT nextval('certificate_status_index_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "identity_salt" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_status_index_uq" UNIQUE("status_index");