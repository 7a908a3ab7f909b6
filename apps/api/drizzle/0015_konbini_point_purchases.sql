ALTER TABLE "konbini_payments" ADD COLUMN "voting_package_id" integer;--> statement-breakpoint
ALTER TABLE "konbini_payments" ADD COLUMN "package_count" integer;--> statement-breakpoint
ALTER TABLE "konbini_payments" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "konbini_payments" ADD CONSTRAINT "konbini_payments_voting_package_id_voting_packages_id_fk" FOREIGN KEY ("voting_package_id") REFERENCES "public"."voting_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konbini_payments" ADD CONSTRAINT "konbini_payments_points_whole" CHECK (("konbini_payments"."voting_package_id" is null) = ("konbini_payments"."package_count" is null) and ("konbini_payments"."voting_package_id" is null) = ("konbini_payments"."points" is null));