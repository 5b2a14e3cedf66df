import { blogPostPath } from "@shared/blog/blog-reader";
import { postPreviewPath } from "@shared/blog/post-preview";
import type { AdminPost } from "@shared/schemas/blog-post";
import { ExternalLink } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useAdminWords } from "../shared/admin-language";
import { BusyButton } from "../shared/busy-button";
import { POST_EDITOR_WORDS } from "./posts-words";

/**
 * The post's page as visitors see it, in a new tab: "View on site" once it is published; before, "Save and preview"
 * saves what is typed and opens its preview (the same page, drafts included, for admins only: `?preview`). The tab
 * is opened on the press, before the save, so that the browser does not take it for a pop-up.
 */
export function PostPageLinks({
  post,
  busy,
  save,
}: {
  post: AdminPost | null;
  busy: boolean;
  save: () => Promise<AdminPost | null>;
}) {
  const t = useAdminWords(POST_EDITOR_WORDS);
  if (post?.status === "published") {
    return (
      <a
        href={blogPostPath(post.locale, post.slug)}
        target="_blank"
        rel="noopener"
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <ExternalLink aria-hidden="true" />
        {t.viewOnSite} <span className="sr-only">{t.newTab}</span>
      </a>
    );
  }
  const preview = async () => {
    const tab = window.open("", "_blank");
    const saved = await save();
    if (saved && tab) tab.location.href = postPreviewPath(saved.locale, saved.slug);
    else tab?.close();
  };
  return (
    <BusyButton variant="outline" size="sm" busy={busy} onClick={() => void preview()}>
      <ExternalLink aria-hidden="true" />
      {t.saveAndPreview} <span className="sr-only">{t.newTab}</span>
    </BusyButton>
  );
}
