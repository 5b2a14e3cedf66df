import type { DocumentWording } from "../types";
import { common } from "./common";
import { deductibility } from "./deductibility";
import { answers, documentTexts } from "./document";
import { frontalier } from "./frontalier";
import { lamal } from "./lamal";
import { levers } from "./levers";
import { pillar3a } from "./pillar3a";

/** The German (de-CH) document: Swiss spelling ("ss"), the official federal names (glossary). */
export const DE: DocumentWording = {
  locale: "de",
  common,
  pillar3a,
  deductibility,
  lamal,
  frontalier,
  levers,
  answers,
  ...documentTexts,
};
