CREATE TABLE "visit_daily_stats" (
	"day" date NOT NULL,
	"page_path" text NOT NULL,
	"country_name" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_daily_stats_day_page_path_country_name_pk" PRIMARY KEY("day","page_path","country_name")
);
