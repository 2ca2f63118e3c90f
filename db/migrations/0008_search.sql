CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"source_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"words" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"normalized" text NOT NULL,
	"user_id" integer,
	"visitor_id" text,
	"results" integer NOT NULL,
	"history_cleared" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_source_idx" ON "search_documents" USING btree ("type","source_id");--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin ("words");--> statement-breakpoint
CREATE INDEX "search_queries_at_idx" ON "search_queries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "search_queries_user_idx" ON "search_queries" USING btree ("user_id","at" DESC NULLS LAST) WHERE "search_queries"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "search_queries_visitor_idx" ON "search_queries" USING btree ("visitor_id","at" DESC NULLS LAST) WHERE "search_queries"."visitor_id" is not null;