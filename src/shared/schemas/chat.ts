import { z } from "./zod";

export const CHAT_MESSAGE_MAX = 1000;

export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Message is empty")
    .max(CHAT_MESSAGE_MAX, `Messages are limited to ${CHAT_MESSAGE_MAX} characters`),
});

export const chatResponseSchema = z.object({ response: z.string() });
