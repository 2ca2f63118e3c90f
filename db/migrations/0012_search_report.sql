CREATE VIEW "public"."search_terms_week" AS (
  select (row_number() over (order by count(*) desc, normalized))::int as id,
    normalized as term,
    count(*)::int as searches,
    count(distinct coalesce('u' || user_id::text, 'v' || visitor_id, 'q' || id::text))::int as searchers,
    (array_agg(results order by at desc))[1] as results,
    max(at) as last_at
  from search_queries
  where at > now() - interval '7 days'
  group by normalized);