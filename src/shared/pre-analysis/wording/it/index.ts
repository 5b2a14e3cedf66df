/** Until the it texts land, the French ones (the next commits translate them). */
import { FR } from "../fr";
import type { DocumentWording } from "../types";

export const IT: DocumentWording = { ...FR, locale: "it" };
