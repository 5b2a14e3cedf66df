import { LegalArticle } from "~/components/legal-article";
import { OPTIMAITE_LEGAL_NOTICE, OPTIMAITE_PRIVACY } from "../../../../shared/content/optimaite/legal";
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

export function OptimaiteLegalNoticePage() {
  return (
    <OptimaiteLayout>
      <LegalArticle title={OPTIMAITE_LEGAL_NOTICE.title} sections={OPTIMAITE_LEGAL_NOTICE.sections} />
    </OptimaiteLayout>
  );
}
