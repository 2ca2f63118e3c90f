CREATE TABLE "job_ticks" (
	"job" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	CONSTRAINT "job_ticks_job_minute_pk" PRIMARY KEY("job","minute")
);
