CREATE TABLE "reseller_auth_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"reseller_name" text NOT NULL,
	"max_uses" integer DEFAULT 0 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_auth_codes_uses_ck" CHECK ("reseller_auth_codes"."uses" >= 0 and "reseller_auth_codes"."max_uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"auth_code_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"open_id" text NOT NULL,
	"union_id" text,
	"nickname" text DEFAULT '' NOT NULL,
	"head_img_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reseller_auth_codes" ADD CONSTRAINT "reseller_auth_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_auth_code_id_reseller_auth_codes_id_fk" FOREIGN KEY ("auth_code_id") REFERENCES "public"."reseller_auth_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_identities" ADD CONSTRAINT "wechat_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_auth_codes_hash_uq" ON "reseller_auth_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "resellers_auth_code_idx" ON "resellers" USING btree ("auth_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_identities_open_uq" ON "wechat_identities" USING btree ("app_id","open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_identities_user_uq" ON "wechat_identities" USING btree ("user_id","app_id");--> statement-breakpoint
CREATE INDEX "wechat_identities_union_idx" ON "wechat_identities" USING btree ("union_id");