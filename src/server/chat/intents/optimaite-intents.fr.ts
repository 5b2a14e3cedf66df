import { OPTIMAITE_INTEGRATIONS_FR } from "@shared/content/optimaite/fr/integrations";
import { OPTIMAITE_SERVICES_FR } from "@shared/content/optimaite/fr/services";
import { type IntentTexts, localizedIntents } from "./localized-intents";
import { OPTIMAITE_FACTS, OPTIMAITE_INTENT_ORDER } from "./optimaite-facts";
import { DEMO_INTENTS_FR } from "./optimaite-fr/demo";
import { MONEY_INTENTS_FR } from "./optimaite-fr/money";
import { PRIVACY_AND_CONTACT_INTENTS_FR } from "./optimaite-fr/privacy-and-contact";
import { PRODUCT_INTENTS_FR } from "./optimaite-fr/product";
import { SETUP_AND_INTEGRATIONS_INTENTS_FR } from "./optimaite-fr/setup-and-integrations";
import { INTEGRATIONS, SERVICES, SOFTWARE } from "./optimaite-fr/shared";
import { namingAPlatform, platformIntents, severalLocationsIntent } from "./platform-intents";
import { setupStepIntent } from "./setup-step-intents";
import { specialtyIntents, withSpecialties } from "./specialty-intents";

/** OptimAIte's questions in Quebec French (formal "vous"), answered from the same facts as in English. */
const TEXTS: IntentTexts<typeof OPTIMAITE_FACTS> = {
  ...PRIVACY_AND_CONTACT_INTENTS_FR,
  ...DEMO_INTENTS_FR,
  ...MONEY_INTENTS_FR,
  ...PRODUCT_INTENTS_FR,
  ...SETUP_AND_INTEGRATIONS_INTENTS_FR,
};

export const OPTIMAITE_INTENTS_FR = withSpecialties(
  withSpecialties(
    withSpecialties(
      localizedIntents(OPTIMAITE_INTENT_ORDER, OPTIMAITE_FACTS, TEXTS),
      [setupStepIntent(OPTIMAITE_SERVICES_FR.HOW_IT_WORKS, SERVICES, "\u00a0: ")],
      "setup-time",
    ),
    specialtyIntents(
      OPTIMAITE_SERVICES_FR.SPECIALTIES,
      SERVICES,
      // "Notre logiciel dentaire" asks about the software, not the specialty.
      new RegExp(`${namingAPlatform(OPTIMAITE_INTEGRATIONS_FR.INTEGRATIONS).source}|${SOFTWARE.source}`),
    ),
    "roi",
  ),
  [
    ...platformIntents(OPTIMAITE_INTEGRATIONS_FR.INTEGRATIONS, INTEGRATIONS, "\u00a0: "),
    severalLocationsIntent(
      OPTIMAITE_INTEGRATIONS_FR.INTEGRATIONS,
      INTEGRATIONS,
      "\u00a0: ",
      /\b(plusieurs|deux|trois|quatre|cinq|six|[2-9]) (cliniques|succursales|emplacements|places|etablissements|sites|bureaux|locaux|points de service)\b|\bmulti-?(sites?|etablissements?|succursales?|cliniques?|emplacements?)\b/,
    ),
  ],
  // A named platform before the kinds of clinics ("Mindbody, pour notre centre de bien-être?").
  "specialties",
);
