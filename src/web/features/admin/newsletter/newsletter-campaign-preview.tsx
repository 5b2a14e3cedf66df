import type { CampaignPreview } from "@shared/newsletter/campaign";
import { useEffect, useRef } from "react";
import { useAdminWords } from "../shared/admin-language";
import { CAMPAIGN_EDITOR_WORDS } from "./newsletter-words";

/**
 * The email as subscribers will get it: its HTML in a sandboxed frame, and its plain-text part. Each new preview
 * takes the focus to its title (scrolled into view below the form), which a screen reader then reads.
 */
export function NewsletterCampaignPreview({ preview }: { preview: CampaignPreview }) {
  const t = useAdminWords(CAMPAIGN_EDITOR_WORDS);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each preview the owner asks for is a new object
  useEffect(() => heading.current?.focus(), [preview]);
  return (
    <section aria-label={t.previewName} className="space-y-2">
      <h4 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t.previewOf(preview.subject)}
      </h4>
      <iframe
        title={t.previewFrame}
        sandbox=""
        srcDoc={preview.html}
        className="h-[28rem] w-full rounded-md border bg-white"
      />
      <details>
        <summary className="cursor-pointer text-sm font-medium">{t.plainText}</summary>
        <pre className="whitespace-pre-wrap break-words rounded-md border bg-background p-3 text-sm">
          {preview.text}
        </pre>
      </details>
    </section>
  );
}
