ALTER TABLE "draw_benefits" ADD COLUMN "draw_rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_events" ADD COLUMN "eligible_plan_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_events" ADD COLUMN "one_entry_per_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_registrations" ADD COLUMN "won_round" integer;--> statement-breakpoint
UPDATE "draw_benefits" SET "draw_rounds" = 1 WHERE "drawn_at" IS NOT NULL;--> statement-breakpoint
UPDATE "draw_registrations" SET "won_round" = 1 WHERE "entry_status" = 'won';
