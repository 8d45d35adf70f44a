CREATE TABLE "catalog_versions" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"hash" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
