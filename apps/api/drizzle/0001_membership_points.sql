ALTER TABLE "voting_package_purchases" ALTER COLUMN "voting_package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "monthly_point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_package_purchases" ADD COLUMN "source" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "voting_package_purchases" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "voting_package_purchases" ADD CONSTRAINT "voting_package_purchases_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;