-- Order numbers come from one sequence per tenant instead of a counter row: the row was locked by
-- every order's transaction until its commit, so a tenant's orders waited for each other on
-- PostgreSQL. Each counter becomes a sequence that goes on from the counter's last number.
DO $$
DECLARE
	counter record;
BEGIN
	FOR counter IN SELECT "white_label", "last_number" FROM "order_counters" LOOP
		EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I START WITH %s', 'order_numbers_' || md5(counter.white_label), counter.last_number + 1);
	END LOOP;
END $$;
--> statement-breakpoint
DROP TABLE "order_counters";
