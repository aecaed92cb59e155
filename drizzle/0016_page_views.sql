CREATE TABLE "page_views" (
	"day" text NOT NULL,
	"path" text NOT NULL,
	"channel" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_views_day_path_channel_pk" PRIMARY KEY("day","path","channel")
);
