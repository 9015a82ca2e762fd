CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"white_label" text NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"gateway" text NOT NULL,
	"gateway_payment_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"confirmation_url" text,
	"return_url" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_order" ON "payments" USING btree ("order_id") WHERE status = 'PENDING';
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment" ON "payments" USING btree ("gateway","gateway_payment_id");
--> statement-breakpoint
CREATE INDEX "payments_order_created" ON "payments" USING btree ("order_id","created_at");
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL REFERENCES "payments"("id") ON DELETE cascade,
	"gateway" text NOT NULL,
	"event_key" text NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"applied" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_gateway_event" UNIQUE("gateway","event_key")
);
--> statement-breakpoint
CREATE INDEX "payment_events_payment" ON "payment_events" USING btree ("payment_id");
--> statement-breakpoint
CREATE TABLE "test_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL UNIQUE,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
