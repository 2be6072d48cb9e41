CREATE TABLE "modeles_courriels" (
	"cle" text NOT NULL,
	"langue" text NOT NULL,
	"sujet" text NOT NULL,
	"html" text NOT NULL,
	"texte" text NOT NULL,
	"maj" timestamp with time zone DEFAULT now() NOT NULL,
	"maj_par" integer,
	CONSTRAINT "modeles_courriels_cle_langue_pk" PRIMARY KEY("cle","langue")
);
