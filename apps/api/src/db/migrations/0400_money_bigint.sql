-- Money columns become int8: a large cart (200 lines × 999 of an ordinary dish) passes 2³¹−1
-- kopecks, and the insert of such an order failed with a 500. The domain now caps a cart's sum
-- (`cart.total-too-large`) far below 2⁵³, so the API reads these columns back as JS numbers.
-- Widening int4 to int8 keeps every value. The payments tables are not in drizzle.config.ts (like
-- migrations 0100-0300, their statements are written by hand).
ALTER TABLE "order_lines" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "sum" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "payable_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ALTER COLUMN "amount" SET DATA TYPE bigint;
