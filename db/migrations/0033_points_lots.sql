CREATE TABLE "points_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ledger_id" integer,
	"amount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"reason" text NOT NULL,
	"source_type" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_lots_amount_ck" CHECK ("points_lots"."amount" > 0 and "points_lots"."remaining" >= 0 and "points_lots"."remaining" <= "points_lots"."amount")
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"expiry_months" integer DEFAULT 12 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_settings_one_ck" CHECK ("points_settings"."id" = 1),
	CONSTRAINT "points_settings_months_ck" CHECK ("points_settings"."expiry_months" between 0 and 120)
);
--> statement-breakpoint
ALTER TABLE "points_lots" ADD CONSTRAINT "points_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_lots" ADD CONSTRAINT "points_lots_ledger_id_points_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."points_ledger"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_lots_user_idx" ON "points_lots" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_lots_ledger_uq" ON "points_lots" USING btree ("ledger_id");