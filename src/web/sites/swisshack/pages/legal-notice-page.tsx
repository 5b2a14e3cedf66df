import { LegalArticle } from "~/components/legal-article";
import { LEGAL_NOTICE } from "../../../../shared/content/swisshack/legal-notice";
import { SwissHackLayout } from "../layout/swisshack-layout";

export function LegalNoticePage() {
  return (
    <SwissHackLayout>
      <LegalArticle title={LEGAL_NOTICE.title} sections={LEGAL_NOTICE.sections} />
    </SwissHackLayout>
  );
}
