ALTER TABLE "sms_outbox" ADD COLUMN "driver" text DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "status" text DEFAULT 'stored' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "provider_message_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "error" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sms_outbox_queued_idx" ON "sms_outbox" USING btree ("id") WHERE "sms_outbox"."status" = 'queued';