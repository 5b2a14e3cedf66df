import { LegalArticle } from "~/components/legal-article";
import { OPTIMAITE_LEGAL_NOTICE } from "../../../../shared/content/optimaite/legal-notice";
import { OptimaiteLayout } from "../layout/optimaite-layout";

export function OptimaiteLegalNoticePage() {
  return (
    <OptimaiteLayout>
      <LegalArticle title={OPTIMAITE_LEGAL_NOTICE.title} sections={OPTIMAITE_LEGAL_NOTICE.sections} />
    </OptimaiteLayout>
  );
}
