CREATE TABLE "voting_tally_shards" (
	"voting_event_profile_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voting_tally_shards_voting_event_profile_id_shard_pk" PRIMARY KEY("voting_event_profile_id","shard")
);
--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "voting_tally_shards" ADD CONSTRAINT "voting_tally_shards_voting_event_profile_id_voting_event_profiles_id_fk" FOREIGN KEY ("voting_event_profile_id") REFERENCES "public"."voting_event_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "votes_user_idempotency_key" ON "votes" USING btree ("user_id","idempotency_key");