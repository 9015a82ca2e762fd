-- The customer account (issue 26): an order's status changes with their times, the time of the
-- last change and a cancellation's reason on the order, and the person's saved deliveries (filled
-- from the orders so far: one row per distinct place and contact, as the profile listed them).
-- Written by hand like 0100-0500; every new column is nullable, so existing rows stay valid.
ALTER TABLE "orders" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"seq" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_status_changes_order_id_seq_pk" PRIMARY KEY("order_id","seq")
);--> statement-breakpoint
CREATE INDEX "orders_active" ON "orders" USING btree ("status_at") WHERE "status" NOT IN ('DONE', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "person_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"white_label" text NOT NULL,
	"person_id" text NOT NULL,
	"key" text NOT NULL,
	"title" text,
	"email" text,
	"person_name" text,
	"phone" text,
	"place" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "person_deliveries_key" UNIQUE("white_label","person_id","key")
);--> statement-breakpoint
CREATE INDEX "person_deliveries_used" ON "person_deliveries" USING btree ("white_label","person_id","used_at");--> statement-breakpoint
INSERT INTO "person_deliveries" ("id", "white_label", "person_id", "key", "email", "person_name", "phone", "place", "created_at", "used_at")
SELECT gen_random_uuid(), white_label, person_id, key, email, person_name, phone, place, first_at, used_at
FROM (
	SELECT DISTINCT ON (white_label, person_id, key) white_label, person_id, key,
		nullif(person->>'email', '') AS email, nullif(person->>'name', '') AS person_name, person->>'phone' AS phone,
		delivery_place AS place, created_at AS used_at,
		min(created_at) OVER (PARTITION BY white_label, person_id, key) AS first_at
	FROM (
		SELECT *, md5(coalesce(delivery_place->>'address', '') || '|' || coalesce(person->>'name', '') || '|' ||
			coalesce(person->>'email', '') || '|' || coalesce(person->>'phone', '')) AS key
		FROM "orders"
	) keyed
	ORDER BY white_label, person_id, key, created_at DESC
) latest;
