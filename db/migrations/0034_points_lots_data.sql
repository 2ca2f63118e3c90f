-- Balances from before lots existed become one lot each, lapsing a year from now; the settings row starts at 12 months.
INSERT INTO "points_settings" ("id", "expiry_months") VALUES (1, 12) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "points_lots" ("user_id", "amount", "remaining", "reason", "source_type", "expires_at")
SELECT "user_id", "balance", "balance", '历史积分', 'carried', now() + interval '12 months'
FROM "points_balances" WHERE "balance" > 0;
