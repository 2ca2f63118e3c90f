CREATE INDEX "positions_listed_type_city_idx" ON "positions" USING btree ("position_type","city","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "positions"."status" = 'open' and "positions"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "positions_listed_city_idx" ON "positions" USING btree ("city","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "positions"."status" = 'open' and "positions"."suspended_at" is null;--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('positions', 0);
--> statement-breakpoint
-- The position list's answers are kept per version of the positions and their companies (a suspended company's
-- positions leave the list), whoever writes them: the candidate's list, the back office, an operator's suspension.
CREATE TRIGGER positions_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON positions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('positions');
--> statement-breakpoint
CREATE TRIGGER companies_positions_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('positions');
