ALTER TABLE "legal_texts" ADD COLUMN "invoice_registration_number" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate" double precision DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text DEFAULT (to_char(now() AT TIME ZONE 'Asia/Tokyo', 'YYYYMMDD') || '-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))) NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_addressee" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_orderNumber_unique" UNIQUE("order_number");--> statement-breakpoint
-- Orders placed before: the day they were placed, not the day of this migration.
UPDATE "orders" SET "order_number" = to_char("created_at" AT TIME ZONE 'Asia/Tokyo', 'YYYYMMDD') || substr("order_number", 9);--> statement-breakpoint
-- Plan and point orders were stored without lines; give them the line their receipt and history name.
INSERT INTO "order_items" ("order_id", "name", "price", "count", "tax_rate")
SELECT o."id", coalesce(s."name", '会員プラン') || ' 会費', o."final_price", 1, coalesce(s."tax_rate", 10)
FROM "orders" o LEFT JOIN "subscriptions" s ON s."id" = o."subscription_id"
WHERE o."order_type" = 'membership' AND NOT EXISTS (SELECT 1 FROM "order_items" i WHERE i."order_id" = o."id");--> statement-breakpoint
INSERT INTO "order_items" ("order_id", "name", "price", "count", "tax_rate")
SELECT o."id", '投票ポイント ' || coalesce(max(p."point")::text || 'pt', ''), o."final_price", 1, coalesce(max(v."tax_rate"), 10)
FROM "orders" o
LEFT JOIN "transactions" t ON t."order_id" = o."id"
LEFT JOIN "voting_package_purchases" p ON p."transaction_id" = t."id"
LEFT JOIN "voting_packages" v ON v."id" = p."voting_package_id"
WHERE o."order_type" = 'voting_package' AND NOT EXISTS (SELECT 1 FROM "order_items" i WHERE i."order_id" = o."id")
GROUP BY o."id", o."final_price";
