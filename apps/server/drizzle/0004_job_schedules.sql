CREATE TABLE "job_schedules" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"cron" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_schedules_name_key_pk" PRIMARY KEY("name","key")
);
