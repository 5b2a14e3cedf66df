import type { CampaignPreview } from "@shared/newsletter/campaign";

/** The email as subscribers will get it: its HTML in a sandboxed frame, and its plain-text part. */
export function NewsletterCampaignPreview({ preview }: { preview: CampaignPreview }) {
  return (
    <section aria-label="Preview of the email" className="space-y-2">
      <h4 className="font-semibold">Preview: {preview.subject}</h4>
      <iframe
        title="Email preview"
        sandbox=""
        srcDoc={preview.html}
        className="h-[28rem] w-full rounded-md border bg-white"
      />
      <details>
        <summary className="cursor-pointer text-sm font-medium">Plain-text part</summary>
        <pre className="whitespace-pre-wrap break-words rounded-md border bg-background p-3 text-sm">
          {preview.text}
        </pre>
      </details>
    </section>
  );
}
