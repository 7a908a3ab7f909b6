CREATE TABLE "sandbox_charges" (
	"charge_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"masked_card_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_orderId_unique" UNIQUE("order_id")
);
