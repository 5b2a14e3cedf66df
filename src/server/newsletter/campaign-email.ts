import { frenchSpacing, frenchSpacingInHtml } from "@shared/blog/french-spacing";
import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import type { CampaignLocale } from "@shared/newsletter/campaign";
import { escapeHtml, renderEmailHtml } from "../mail/email-layout";
import type { EmailMessage } from "../mail/email-message";
import { markdownToPlainText, renderMarkdown } from "../publishing/markdown";
import type { IssueCover } from "./issue-cover";
import { oneClickUnsubscribeHeaders } from "./unsubscribe-link";
import { newsletterWording } from "./wording";

export const ISSUE_TEMPLATE = "newsletter-issue";
export const TEST_ISSUE_TEMPLATE = "newsletter-issue-test";
export const TEST_SUBJECT_PREFIX = "[TEST] ";

const COLOUR = "#c8102e";
const same = (text: string) => text;

/** Inline styles on the body's tags, for mail clients that drop a <style> element. */
const TITLE_STYLE = "margin:0 0 16px;font-size:26px;line-height:1.25";
/** The email's content width: the cover fills it, and shrinks with a phone's screen. */
const COVER_WIDTH = 560;
const COVER_STYLE = "display:block;width:100%;max-width:560px;height:auto;margin:0 0 20px;border-radius:8px";

const TAG_STYLES: Record<string, string> = {
  p: "margin:0 0 16px",
  h2: "margin:24px 0 12px;font-size:22px;line-height:1.3",
  h3: "margin:20px 0 8px;font-size:19px;line-height:1.3",
  h4: "margin:16px 0 8px;font-size:17px",
  ul: "margin:0 0 16px;padding-left:24px",
  ol: "margin:0 0 16px;padding-left:24px",
  blockquote: "margin:0 0 16px;padding-left:12px;border-left:4px solid #cbd5e1;color:#475569",
  pre: "margin:0 0 16px;padding:12px;background:#f1f5f9;overflow-x:auto;white-space:pre-wrap",
  a: `color:${COLOUR};text-decoration:underline;word-break:break-word`,
  img: "max-width:100%;height:auto;border:0",
  hr: "border:0;border-top:1px solid #cbd5e1;margin:24px 0",
};

export interface IssueContent {
  locale: CampaignLocale;
  subject: string;
  bodyMarkdown: string;
  /** The web version's absolute address. */
  webUrl: string;
  /** The cover of the post the issue is written from (its address absolute), under the title as on the post. */
  cover?: IssueCover | null;
}

export interface IssueOptions {
  /** The owner's test send: "[TEST]" before the subject, its own template name. */
  test?: boolean;
}

/**
 * An issue's email for each recipient. The body is rendered once (Markdown to sanitized HTML, and to plain text with
 * each link's address); each message adds the recipient's own unsubscribe link, in the text, the HTML and the
 * one-click headers. No tracking: the links are the text's own, the same for everyone, and nothing is added to them.
 */
export function issueMessages(issue: IssueContent, { test = false }: IssueOptions = {}) {
  const wording = newsletterWording(issue.locale);
  // French typography as on the post's page (a line never starts with "?" or ":").
  const typeset =
    issue.locale === "fr" ? { html: frenchSpacingInHtml, text: frenchSpacing } : { html: same, text: same };
  // Relative addresses made absolute from the web version's: a mail app has no page to resolve them against.
  const body = typeset.html(renderMarkdown(issue.bodyMarkdown, { baseUrl: issue.webUrl, tagStyles: TAG_STYLES }));
  // The issue's title heads the email, as it heads its web version (the body's own headings start at h2).
  const title = typeset.text(issue.subject);
  const cover = issue.cover;
  const coverHtml = cover
    ? `<img src="${escapeHtml(cover.path)}" alt="${escapeHtml(cover.alt)}" width="${COVER_WIDTH}" height="${Math.round((cover.height / cover.width) * COVER_WIDTH)}" style="${COVER_STYLE}">\n`
    : "";
  const bodyHtml = `<h1 style="${TITLE_STYLE}">${escapeHtml(title)}</h1>\n${coverHtml}${body}<hr style="${TAG_STYLES.hr}">`;
  const coverText = cover?.alt ? `[${typeset.text(cover.alt)}]\n\n` : "";
  const bodyText = `${title}\n\n${coverText}${typeset.text(markdownToPlainText(issue.bodyMarkdown, { linkAddresses: true, baseUrl: issue.webUrl }))}`;
  const subject = test ? `${TEST_SUBJECT_PREFIX}${issue.subject}` : issue.subject;
  const lang = LANGUAGE_TAGS.swisshack[issue.locale];
  return (to: string, unsubscribeUrl: string): EmailMessage => {
    const footer = [
      wording.issue.webVersion(issue.webUrl),
      "",
      wording.issue.why,
      wording.confirmationEmail.unsubscribe(unsubscribeUrl),
    ].join("\n");
    return {
      template: test ? TEST_ISSUE_TEMPLATE : ISSUE_TEMPLATE,
      brand: "swisshack",
      to,
      subject,
      text: `${bodyText}\n\n---\n\n${footer}`,
      html: renderEmailHtml("swisshack", subject, footer, { lang, links: [issue.webUrl, unsubscribeUrl], bodyHtml }),
      headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
    };
  };
}
