import { OPTIMAITE_SERVICES } from "@shared/content/optimaite/services";
import { normalize } from "../retrieval";
import type { ChatLink, Intent } from "./intent";

interface Step {
  title: string;
  text: string;
}

/**
 * The steps whose name is theirs alone, as the English page shows them (a translation keeps the order): "Training"
 * and "Go live" also name the launch's days in general.
 */
const NAMED_STEPS = ["Discovery call", "Questionnaire", "Calendar connection", "Test call"];

/** A step's name as a pattern: its words of three letters or more, with up to two short words between them. */
function namePattern(title: string): RegExp {
  const words = normalize(title)
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3);
  return new RegExp(`\\b${words.join("\\W+(?:\\w{1,3}\\W+){0,2}")}s?\\b`);
}

/**
 * "Le questionnaire, il couvre quoi?", "appel essai durée": a question naming a step of the set-up the details page
 * lists ("How it works") gets that step's card as the page words it, before the set-up's length and weeks.
 */
export function setupStepIntent(steps: readonly Step[], link: ChatLink, colon: string): Intent {
  const chosen = NAMED_STEPS.map((english) => {
    const step = steps[OPTIMAITE_SERVICES.HOW_IT_WORKS.findIndex((candidate) => candidate.title === english)];
    if (!step) throw new Error(`the page no longer shows the step "${english}"`);
    return { step, named: namePattern(step.title) };
  });
  const any = new RegExp(chosen.map(({ named }) => named.source).join("|"));
  return {
    id: "setup-step",
    // "Les étapes, de l'appel découverte au lancement?" asks for the whole set-up.
    when: [any, /^(?!.*\b(etapes|processus|deroulement|dans l.ordre|echeancier|steps|process)\b)/],
    answer: (_today, question = "") => {
      const text = normalize(question);
      const named = chosen.filter(({ named }) => named.test(text));
      return { text: named.map(({ step }) => `${step.title}${colon}${step.text}`).join(" "), links: [link] };
    },
  };
}
