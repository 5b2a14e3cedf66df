import { HtmlValidate } from "html-validate";

/**
 * The HTML rules that matter, checked in Node on every machine: the document structure, nesting, required
 * attributes, unique ids, ARIA and labelling. Style rules that React's output does not follow (void-element slashes,
 * SVG's camelCase attributes, empty attribute values) are off; ids follow HTML's rule (no spaces), not HTML 4's.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    "void-style": "off",
    "attr-case": "off",
    "attribute-empty-style": "off",
    "attribute-boolean-style": "off",
    "no-inline-style": "off",
    "valid-id": ["error", { relaxed: true }],
    // An inline SVG drawn as an image (role="img") is named with aria-label: allowed, merely "not recommended".
    "aria-label-misuse": "off",
    // The ROI calculator is a live form: its results follow each keystroke, there is nothing to submit.
    "wcag/h32": "off",
    // Integrity attributes matter for resources from other origins; the pages load only their own.
    "require-sri": ["error", { target: "crossorigin" }],
    // Titles are kept short by their own test; this rule's limit is 70.
    "long-title": "off",
  },
});

/** Every message the validator has for the page, one line each ("rule: message (selector)"). */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? "document"})`),
  );
}
