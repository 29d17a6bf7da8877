-- A response-time sample is known by its source and the business it reached: its own id was made and indexed for
-- nothing (docs/decisions/034-batch-statement-prepared-once.md). Dropping the id drops its primary key first.
ALTER TABLE "response_samples" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "response_samples" DROP CONSTRAINT "response_samples_source_unique";--> statement-breakpoint
ALTER TABLE "response_samples" ADD CONSTRAINT "response_samples_pkey" PRIMARY KEY("source","source_id","business_id");
