import { INTEGRATIONS } from "@shared/content/optimaite/integrations";
import { OPTIMAITE_SERVICES } from "@shared/content/optimaite/services";
import { type IntentTexts, localizedIntents } from "./localized-intents";
import { DEMO_INTENTS } from "./optimaite-en/demo";
import { MONEY_INTENTS } from "./optimaite-en/money";
import { PRIVACY_AND_CONTACT_INTENTS } from "./optimaite-en/privacy-and-contact";
import { PRODUCT_INTENTS } from "./optimaite-en/product";
import { SETUP_AND_INTEGRATIONS_INTENTS } from "./optimaite-en/setup-and-integrations";
import { INTEGRATIONS_LINK, SERVICES } from "./optimaite-en/shared";
import { OPTIMAITE_FACTS, OPTIMAITE_INTENT_ORDER } from "./optimaite-facts";
import { namingAPlatform, platformIntents, severalLocationsIntent } from "./platform-intents";
import { setupStepIntent } from "./setup-step-intents";
import { specialtyIntents, withSpecialties } from "./specialty-intents";

const TEXTS: IntentTexts<typeof OPTIMAITE_FACTS> = {
  ...PRIVACY_AND_CONTACT_INTENTS,
  ...DEMO_INTENTS,
  ...MONEY_INTENTS,
  ...PRODUCT_INTENTS,
  ...SETUP_AND_INTEGRATIONS_INTENTS,
};

/** OptimAIte's questions, answered in English from the ROI defaults and the site's content. */
export const OPTIMAITE_INTENTS = withSpecialties(
  withSpecialties(
    withSpecialties(
      localizedIntents(OPTIMAITE_INTENT_ORDER, OPTIMAITE_FACTS, TEXTS),
      [setupStepIntent(OPTIMAITE_SERVICES.HOW_IT_WORKS, SERVICES, ": ")],
      "setup-time",
    ),
    // "Our dental software" asks about the software, not the specialty.
    specialtyIntents(
      OPTIMAITE_SERVICES.SPECIALTIES,
      SERVICES,
      new RegExp(`${namingAPlatform(INTEGRATIONS).source}|\\b(software|emr|ehr|platforms?|integrat\\w*)\\b`),
    ),
    "roi",
  ),
  [
    ...platformIntents(INTEGRATIONS, INTEGRATIONS_LINK, ": "),
    severalLocationsIntent(
      INTEGRATIONS,
      INTEGRATIONS_LINK,
      ": ",
      /\b(several|multiple|two|three|four|five|six|[2-9]) (clinics|locations|sites|offices|branches|practices)\b|\bmulti-?(site|location)s?\b/,
    ),
  ],
  // A named platform before the kinds of clinics ("Mindbody, pour notre centre de bien-être?").
  "specialties",
);
