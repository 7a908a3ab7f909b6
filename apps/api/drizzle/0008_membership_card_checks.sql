CREATE TABLE "membership_card_checks" (
	"code" text PRIMARY KEY NOT NULL,
	"member_number" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "membership_card_checks_expires_at_index" ON "membership_card_checks" USING btree ("expires_at");