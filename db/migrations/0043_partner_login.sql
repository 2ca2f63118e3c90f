CREATE TABLE "oauth_handoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"stamp" bigint NOT NULL,
	"sign" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"redirect_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret_sealed" text DEFAULT '' NOT NULL,
	"secret_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_handoffs" ADD CONSTRAINT "oauth_handoffs_partner_id_oauth_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."oauth_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_handoffs" ADD CONSTRAINT "oauth_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_handoffs_sign_uq" ON "oauth_handoffs" USING btree ("partner_id","sign");--> statement-breakpoint
CREATE INDEX "oauth_handoffs_created_idx" ON "oauth_handoffs" USING btree ("created_at");