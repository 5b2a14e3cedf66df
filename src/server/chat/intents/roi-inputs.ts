import { ROI_DEFAULTS, type RoiInputs } from "@shared/roi";
import { fold } from "../search/language-analyzer";

/** A number as a visitor types it: "5 000", "3,500", "400". */
const NUMBER = String.raw`(\d{1,3}(?:[ \u00a0\u202f,.']\d{3})+|\d+)`;
const amount = (typed: string) => Number(typed.replace(/[^\d]/g, ""));

/** Where each input stands in a question, in French and English ("40 appels par jour", "$300 per client"). */
const INPUTS: Record<keyof RoiInputs, RegExp> = {
  callsPerDay: new RegExp(
    String.raw`\b${NUMBER} ?(?:appels?|calls?)(?: (?:par|a|per|each|every|chaque))? ?(?:jour|day|jr)\b`,
  ),
  missedCallRate: new RegExp(
    String.raw`\b${NUMBER} ?(?:%|pour ?cent|percent) ?(?:de |d.|des |of )?(?:appels? |calls? )?(?:manques?|missed)|\b(?:miss|manque\w*) ${NUMBER} ?%`,
  ),
  lostLeadRate: new RegExp(
    String.raw`\b${NUMBER} ?(?:%|pour ?cent|percent)(?: (?:de |des |of )?(?:ces |those |the )?(?:clients?|appelants?|callers?|leads?|patients?)(?: potentiels?)?)? ?(?:perdus?|lost)|\b(?:lose|perd\w*) ${NUMBER} ?%`,
  ),
  revenuePerClient: new RegExp(
    String.raw`(?:\$ ?${NUMBER}|\b${NUMBER} ?(?:\$|dollars?)(?: us)?) ?(?:par|per|a|each) (?:client|patient|customer)`,
  ),
  // "une réceptionniste à 4 500 $", "receptionniste 4500$/mois", "4 500 $ par mois pour la réceptionniste".
  receptionistCost: new RegExp(
    String.raw`(?:receptionniste|receptionist)\w*(?: (?:a|at|of|de|qui coute|coute|costs?))? ?:? ?(?:\$ ?${NUMBER}|${NUMBER} ?(?:\$|dollars?))|(?:\$ ?${NUMBER}|${NUMBER} ?(?:\$|dollars?))(?: ?\/ ?| (?:par|per|a) )?(?:mois|month)? (?:pour|for) (?:la |ma |une |the |my |a )?(?:receptionniste|receptionist)`,
  ),
};

/**
 * The calculator's inputs with the ones the visitor gave in `question` ("60 appels par jour, 10 % d'appels manqués,
 * 400 $ par client…"), the others at the calculator's defaults: the chat computes with the page's own formulas.
 */
export function roiInputsIn(question: string): RoiInputs {
  const text = fold(question);
  const inputs = { ...ROI_DEFAULTS };
  for (const [name, pattern] of Object.entries(INPUTS) as [keyof RoiInputs, RegExp][]) {
    const match = pattern.exec(text);
    const typed = match?.slice(1).find((group) => group !== undefined);
    if (typed !== undefined) inputs[name] = amount(typed);
  }
  return inputs;
}
