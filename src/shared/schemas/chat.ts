import { storableString } from "./storable";
import { z } from "./zod";

export const CHAT_MESSAGE_MAX = 1000;

export const chatRequestSchema = z.object({
  /** The site the visitor chats on: its assistant answers in its language (guessed from the question when absent). */
  site: z.enum(["swisshack", "optimaite"]).optional(),
  /**
   * The page's language: SwissHack fr, de or it; OptimAIte en or fr ("de-CH" reads as "de"). The assistant answers in
   * it; absent, or a language the site does not have, gives the site's default (French, English).
   */
  locale: z.string().max(16).optional(),
  message: storableString()
    .trim()
    .min(1, "Message is empty")
    .max(CHAT_MESSAGE_MAX, `Messages are limited to ${CHAT_MESSAGE_MAX} characters`),
});

export const chatLinkSchema = z.object({ label: z.string(), href: z.string() });
export type ChatLinkPayload = z.infer<typeof chatLinkSchema>;

/** `response` is the text; `links` are the pages it points to, shown as links under it. */
export const chatResponseSchema = z.object({ response: z.string(), links: z.array(chatLinkSchema) });
