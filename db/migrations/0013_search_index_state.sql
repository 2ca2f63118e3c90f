CREATE TABLE "search_index_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
