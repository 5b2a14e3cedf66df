CREATE TABLE "blog_image_variants" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_image_variants_image_id_width_format_pk" PRIMARY KEY("image_id","width","format")
);
--> statement-breakpoint
ALTER TABLE "blog_image_variants" ADD CONSTRAINT "blog_image_variants_image_id_blog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."blog_images"("id") ON DELETE cascade ON UPDATE no action;