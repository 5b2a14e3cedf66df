/** Until the de texts land, the French ones (the next commits translate them). */
import { FR } from "../fr";
import type { DocumentWording } from "../types";

export const DE: DocumentWording = { ...FR, locale: "de" };
