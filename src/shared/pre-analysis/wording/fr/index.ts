import type { DocumentWording } from "../types";
import { common } from "./common";
import { deductibility } from "./deductibility";
import { answers, documentTexts } from "./document";
import { frontalier } from "./frontalier";
import { lamal } from "./lamal";
import { levers } from "./levers";
import { pillar3a } from "./pillar3a";

/** The French document, as SwissHack has always written it. */
export const FR: DocumentWording = {
  locale: "fr",
  common,
  pillar3a,
  deductibility,
  lamal,
  frontalier,
  levers,
  answers,
  ...documentTexts,
};
