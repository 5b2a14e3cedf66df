// bench:web's post page (issues 41 and 42): a French post with a cover, stored and published as the admin's Posts
// tab stores them (the same schema and store functions), in the database of the server bench:web then starts.
import sharp from "sharp";
import { openDatabase } from "../../src/server/db/client";
import { blogImages } from "../../src/server/db/schema";
import { prepareUpload } from "../../src/server/publishing/image-upload";
import { createPost, publishNow } from "../../src/server/publishing/post-store";
import { blogPostPath } from "../../src/shared/blog/blog-reader";
import { newPostSchema } from "../../src/shared/schemas/blog-post";

const PARAGRAPH =
  "Chaque franc versé sur un compte de 3e pilier lié se déduit du revenu imposable, jusqu'au plafond de l'année. " +
  "Pour un salarié affilié à une caisse de pension, le plafond est de 7 258 francs en 2026 ; le versement doit " +
  "être crédité avant le 31 décembre, pas seulement ordonné.";

/** A post of an ordinary length: headings, paragraphs, a list, a quote, links, as the owner writes them. */
const BODY = [
  "## Pourquoi verser avant la fin de l'année",
  PARAGRAPH,
  PARAGRAPH,
  "## Combien verser",
  "- jusqu'à **7 258 CHF** pour les salariés avec une caisse de pension ;",
  "- jusqu'à 20 % du revenu net, au plus 36 288 CHF, sans caisse de pension ;",
  "- rien au-delà : un versement trop élevé est remboursé, sans déduction.",
  PARAGRAPH,
  "> Le versement se déduit l'année où il est crédité sur le compte, pas l'année où il est ordonné.",
  "## Les frontaliers",
  `${PARAGRAPH} Un frontalier imposé à la source déduit ses versements s'il demande une taxation ordinaire ultérieure.`,
  "Lisez [le guide de l'administration fédérale des contributions](https://www.estv.admin.ch) ou demandez " +
    "[un audit gratuit](/#audit).",
].join("\n\n");

/** A photo-like cover, as a phone would upload it. */
const cover = () =>
  sharp({
    create: {
      width: 1600,
      height: 900,
      channels: 3,
      background: { r: 30, g: 90, b: 160 },
      noise: { type: "gaussian", mean: 120, sigma: 12 },
    },
  })
    .jpeg({ quality: 82 })
    .toBuffer();

/** Stores and publishes the post in `dataDir`'s database (no server may hold it yet); answers its page's path. */
export async function publishBenchPost(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    const image = await prepareUpload(new Uint8Array(await cover()));
    const [stored] = await database.db.insert(blogImages).values(image).returning({ id: blogImages.id });
    const post = newPostSchema.parse({
      locale: "fr",
      title: "3e pilier : versez avant le 31 décembre",
      slug: "3e-pilier-avant-le-31-decembre",
      excerpt: "Ce que rapporte un versement au 3e pilier avant la fin de l'année, et jusqu'à quel montant.",
      bodyMarkdown: BODY,
      coverImageId: stored?.id ?? null,
      coverImageAlt: "Un carnet d'épargne sur un bureau",
      tags: ["3e pilier", "Impôts"],
      author: "Équipe SwissHack",
    });
    const created = await createPost(database.db, post);
    await publishNow(database.db, created.id);
    return blogPostPath("fr", post.slug);
  } finally {
    await database.close();
  }
}
