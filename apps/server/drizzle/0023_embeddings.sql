CREATE TABLE "embeddings" (
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"org_id" text NOT NULL,
	"model" text NOT NULL,
	"dimensions" smallint NOT NULL,
	"search_document" "tsvector" NOT NULL,
	"embedded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embeddings_pkey" PRIMARY KEY("kind","target_id")
);
--> statement-breakpoint
ALTER TABLE "embeddings" ADD CONSTRAINT "embeddings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embeddings_org_model_idx" ON "embeddings" USING btree ("org_id","model","kind");--> statement-breakpoint
CREATE INDEX "embeddings_search_document_idx" ON "embeddings" USING gin ("search_document");