import { LegalArticle } from "~/components/legal-article";
import { OPTIMAITE_PRIVACY } from "../../../../shared/content/optimaite/privacy";
import { OptimaiteLayout } from "../layout/optimaite-layout";

export function OptimaitePrivacyPage() {
  return (
    <OptimaiteLayout>
      <LegalArticle
        title={OPTIMAITE_PRIVACY.title}
        intro={OPTIMAITE_PRIVACY.intro}
        updated={OPTIMAITE_PRIVACY.updated}
        sections={OPTIMAITE_PRIVACY.sections}
      />
    </OptimaiteLayout>
  );
}
