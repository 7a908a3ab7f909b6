CREATE SEQUENCE "public"."member_number_seq" INCREMENT BY 1 MINVALUE 10000001 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "member_number" integer;--> statement-breakpoint
UPDATE "users" SET "member_number" = numbered.n FROM (SELECT "id", nextval('member_number_seq') AS n FROM (SELECT "id" FROM "users" ORDER BY "id") AS ordered) AS numbered WHERE "users"."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "member_number" SET DEFAULT nextval('member_number_seq');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "member_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_memberNumber_unique" UNIQUE("member_number");
