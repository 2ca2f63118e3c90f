CREATE TABLE "interest_answers" (
	"user_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_answers_user_id_option_id_pk" PRIMARY KEY("user_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "interest_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"cate_id" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL,
	"child_title" text DEFAULT '' NOT NULL,
	"child_multiple" boolean DEFAULT false NOT NULL,
	CONSTRAINT "interest_options_cate_ck" CHECK (cate_id in (1, 2, 3, 4, 5, 7, 8))
);
--> statement-breakpoint
ALTER TABLE "interest_answers" ADD CONSTRAINT "interest_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_answers" ADD CONSTRAINT "interest_answers_option_id_interest_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."interest_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_options" ADD CONSTRAINT "interest_options_parent_id_interest_options_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."interest_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interest_answers_option_idx" ON "interest_answers" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "interest_options_parent_idx" ON "interest_options" USING btree ("parent_id");