-- Orders for a later time (issue 27): an order keeps the time it is placed for (null: as soon as
-- possible), and a tenant its scheduled-order settings from tenant.json (null: none). Both columns
-- are nullable, so every existing row stays valid as it is. Written by hand like 0100-0400; the
-- 0500 snapshot brings drizzle-kit's view up to date.
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "scheduled_orders" jsonb;
