import type { ReactNode } from "react";

/** A site's skip link, notice (above the header, in the flow), header, main content and footer. */
export function SiteFrame({
  skipLinkText,
  mainId,
  notice,
  header,
  footer,
  children,
}: {
  skipLinkText: string;
  mainId: string;
  notice?: ReactNode;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href={`#${mainId}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        {skipLinkText}
      </a>
      {notice}
      {header}
      <main id={mainId}>{children}</main>
      {footer}
    </>
  );
}
