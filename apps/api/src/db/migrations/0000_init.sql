CREATE TABLE "addresses" (
	"white_label" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "addresses_white_label_id_pk" PRIMARY KEY("white_label","id")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"white_label" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "cities_white_label_id_pk" PRIMARY KEY("white_label","id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"white_label" text NOT NULL,
	"person_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_white_label_person_id_key_pk" PRIMARY KEY("white_label","person_id","key")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"white_label" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "menus_white_label_id_pk" PRIMARY KEY("white_label","id")
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"white_label" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "modifier_groups_white_label_id_pk" PRIMARY KEY("white_label","id")
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"white_label" text PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"position_id" integer NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"price" integer NOT NULL,
	"sum" integer NOT NULL,
	"payable_amount" integer NOT NULL,
	"modifiers" jsonb NOT NULL,
	"discounts" jsonb NOT NULL,
	"promo_codes" jsonb NOT NULL,
	"specials" jsonb NOT NULL,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"white_label" text NOT NULL,
	"number" text NOT NULL,
	"person_id" text NOT NULL,
	"resto_id" integer NOT NULL,
	"status" text NOT NULL,
	"delivery_type" text NOT NULL,
	"pay_type" text NOT NULL,
	"promo_code" text,
	"subtotal" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"delivery_price" integer NOT NULL,
	"total" integer NOT NULL,
	"person_count" integer NOT NULL,
	"comment" text NOT NULL,
	"person" jsonb NOT NULL,
	"delivery_place" jsonb,
	"zone_id" integer,
	"payment_url" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_number_per_tenant" UNIQUE("white_label","number")
);
--> statement-breakpoint
CREATE TABLE "position_groups" (
	"white_label" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "position_groups_white_label_id_pk" PRIMARY KEY("white_label","id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"white_label" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "positions_white_label_id_pk" PRIMARY KEY("white_label","id")
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"white_label" text NOT NULL,
	"code" text NOT NULL,
	"person_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"white_label" text NOT NULL,
	"code" text NOT NULL,
	"data" jsonb NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_codes_white_label_code_pk" PRIMARY KEY("white_label","code")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"white_label" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "promotions_white_label_id_pk" PRIMARY KEY("white_label","id")
);
--> statement-breakpoint
CREATE TABLE "restos" (
	"white_label" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "restos_white_label_id_pk" PRIMARY KEY("white_label","id")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"catalog_version" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"white_label" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "time_slots_white_label_id_pk" PRIMARY KEY("white_label","id")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"white_label" text NOT NULL,
	"id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "zones_white_label_id_pk" PRIMARY KEY("white_label","id")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_groups" ADD CONSTRAINT "position_groups_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restos" ADD CONSTRAINT "restos_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_white_label_tenants_id_fk" FOREIGN KEY ("white_label") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_person_created" ON "orders" USING btree ("white_label","person_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_code_uses_person" ON "promo_code_uses" USING btree ("white_label","code","person_id");