CREATE TABLE "persons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"white_label" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"patronymic" text,
	"email" text,
	"phone" text,
	"avatar" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "persons_phone_per_tenant" ON "persons" USING btree ("white_label","phone") WHERE phone is not null;
--> statement-breakpoint
CREATE INDEX "persons_email" ON "persons" USING btree ("white_label",lower("email"));
--> statement-breakpoint
CREATE TABLE "person_identities" (
	"white_label" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"person_id" uuid NOT NULL REFERENCES "persons"("id") ON DELETE cascade,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "person_identities_white_label_provider_subject_pk" PRIMARY KEY("white_label","provider","subject")
);
--> statement-breakpoint
CREATE INDEX "person_identities_person" ON "person_identities" USING btree ("person_id");
--> statement-breakpoint
CREATE TABLE "sms_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"white_label" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sms_challenges_phone" ON "sms_challenges" USING btree ("phone","created_at");
--> statement-breakpoint
CREATE TABLE "sms_phone_guard" (
	"phone" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"failures_since" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_families" (
	"id" uuid PRIMARY KEY NOT NULL,
	"white_label" text NOT NULL,
	"person_id" uuid NOT NULL REFERENCES "persons"("id") ON DELETE cascade,
	"source" text NOT NULL,
	"vk_access_token" text,
	"generation" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE INDEX "refresh_families_person" ON "refresh_families" USING btree ("person_id");
--> statement-breakpoint
CREATE INDEX "refresh_families_expires" ON "refresh_families" USING btree ("expires_at");
