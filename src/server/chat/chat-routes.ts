import { createRoute } from "@hono/zod-openapi";
import { isSiteLocale, type Locale, siteLocaleOr } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import { chatRequestSchema, chatResponseSchema } from "@shared/schemas/chat";
import { recordUnansweredQuestion } from "../chat-questions/unanswered-store";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { TOO_MANY_REQUESTS } from "../lib/route-kit";
import { listAllLivePosts } from "../publishing/published-posts";
import { figuresInForce } from "../site-settings/figures-in-force";
import { siteDetailsOf } from "../site-settings/pages-to-render";
import { siteAnswer } from "./answer";
import { createChatRetrievers } from "./chat-packs";
import { answeringWithDetails } from "./knowledge/operator-details";
import { answeringWith } from "./knowledge/shown-figures";
import { askModel } from "./model-client";
import { languageOfText } from "./search/language-analyzer";

/** How old the chat's copy of the published posts may be. */
export const BLOG_REFRESH_MS = 60_000;

export const CHAT_RATE_LIMIT = { name: "ai-chat", points: 20, durationSeconds: 60 };

const chatRoute = createRoute({
  method: "post",
  path: "/ai-chat",
  tags: ["chat"],
  summary: "Ask the assistant; answers from the sites' own content (or a configured model grounded in it)",
  request: { body: { required: true, content: { "application/json": { schema: chatRequestSchema } } } },
  responses: {
    200: { description: "The reply", content: { "application/json": { schema: chatResponseSchema } } },
    400: { description: "Empty or too long message" },
    ...TOO_MANY_REQUESTS,
  },
});

/** "de-CH" → "de"; anything else as sent, for `siteLocaleOr` to judge. */
const languageOf = (locale: string | undefined) => locale?.trim().slice(0, 2).toLowerCase();

/** The site asked from; without it, a German or Italian page means SwissHack, else the question's language tells. */
function siteOf(site: SiteId | undefined, language: string | undefined, message: string): SiteId {
  if (site) return site;
  if (language !== "fr" && isSiteLocale("swisshack", language)) return "swisshack";
  return languageOfText(message) === "fr" ? "swisshack" : "optimaite";
}

export function registerChatRoutes(api: Api, deps: AppDeps) {
  const retrievers = createChatRetrievers();
  // A post published in the admin is answerable within a minute, on every instance: each reads the live posts.
  const readPosts = () =>
    listAllLivePosts(deps.database.db).then(
      (posts) => retrievers.setBlogPosts(posts),
      (error: unknown) =>
        deps.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "chat could not read the blog",
        ),
    );
  let postsReadAt = 0;
  const freshPosts = async () => {
    if (Date.now() - postsReadAt < BLOG_REFRESH_MS) return;
    postsReadAt = Date.now();
    await readPosts();
  };
  // The figures the owner keeps true (decision 0046), as the pages show them: read from the settings in force on this
  // instance (`LiveSettings`, which polls the saved rows every 15 s and is told at once by a save here), at each
  // question; the site's indexes are built again only when its figures changed. The last ones read are kept when
  // the settings cannot be read.
  const siteFigures = figuresInForce(deps.siteSettings, deps.database.db);
  const freshFigures = (site: SiteId) =>
    siteFigures(site).then(
      (figures) => retrievers.setFigures?.(site, figures),
      (error: unknown) =>
        deps.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "chat could not read the site's figures",
        ),
    );
  // The brand's address, email and phone as its legal pages show them (the Settings in force); none when unreadable.
  const siteDetails = siteDetailsOf(deps.siteSettings);
  const detailsOf = (site: SiteId) =>
    siteDetails(site).catch((error: unknown) => {
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "chat could not read the site's details",
      );
      return undefined;
    });
  const { CHAT_API_BASE_URL, CHAT_API_KEY, CHAT_MODEL } = deps.env;
  const model =
    CHAT_API_BASE_URL && CHAT_API_KEY
      ? { baseUrl: CHAT_API_BASE_URL, apiKey: CHAT_API_KEY, model: CHAT_MODEL ?? "gpt-4o-mini" }
      : null;

  api.use("/ai-chat", deps.rateLimiters.middleware(CHAT_RATE_LIMIT));
  api.openapi(chatRoute, async (c) => {
    const body = c.req.valid("json");
    const { message } = body;
    const language = languageOf(body.locale);
    const site = siteOf(body.site, language, message);
    const locale: Locale = siteLocaleOr(site, language);
    const [details] = await Promise.all([detailsOf(site), freshPosts(), freshFigures(site)]);
    const answer = answeringWith(retrievers.figures?.() ?? {}, () =>
      answeringWithDetails(details, () => siteAnswer(retrievers, site, message, new Date(), locale)),
    );
    if (answer.unknown)
      void recordUnansweredQuestion(deps.database.db, { site, locale, question: message }).catch((error) =>
        deps.logger.warn({ err: String(error) }, "an unanswered question was not kept"),
      );
    const fromFacts = { response: answer.text, links: answer.links };
    if (!model || answer.kind === "refusal" || answer.kind === "languages") return c.json(fromFacts, 200);
    try {
      const response = await askModel(model, message, answer.entries, answer.language, site);
      return c.json({ response, links: answer.links }, 200);
    } catch (error) {
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "chat model failed, the answer from facts was used",
      );
      return c.json(fromFacts, 200);
    }
  });
}
