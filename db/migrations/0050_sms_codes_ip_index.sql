-- The sending address's record (api/modules/account/queries.ts, smsAddressRecord; docs/decisions/0047) reads the codes
-- sent from one address in the last day.
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");