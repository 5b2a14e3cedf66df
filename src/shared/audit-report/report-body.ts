import type { DocumentBlock } from "../pre-analysis/document";

/** A heading and its blocks, as the expert's text is cut into sections. */
export interface ReportTextSection {
  heading: string;
  blocks: DocumentBlock[];
}

const LIST_ITEM = /^\s*[-*•]\s+/;
const HEADING = /^\s*#{1,3}\s+/;

/** One run of lines between empty lines: list items become a list, other lines a paragraph, in their order. */
function blocksOfChunk(lines: string[]): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join("\n") });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ kind: "list", items: list });
    list = [];
  };
  for (const line of lines) {
    if (LIST_ITEM.test(line)) {
      flushParagraph();
      list.push(line.replace(LIST_ITEM, "").trim());
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/**
 * The expert's text as document blocks: paragraphs split by an empty line, "- " lines as a list, and a "## " line
 * opening a new section with that heading (so a section may hold sub-parts, each a heading of its own in the PDF).
 */
export function reportTextSections(heading: string, body: string): ReportTextSection[] {
  const sections: ReportTextSection[] = [];
  let current: { heading: string; lines: string[] } = { heading, lines: [] };
  const close = () => {
    const chunks = current.lines
      .join("\n")
      .split(/\n\s*\n/)
      .map((chunk) => chunk.split("\n").filter((line) => line.trim() !== ""))
      .filter((chunk) => chunk.length > 0);
    const blocks = chunks.flatMap(blocksOfChunk);
    if (current.heading.trim() !== "") sections.push({ heading: current.heading.trim(), blocks });
  };
  for (const line of body.replace(/\r\n?/g, "\n").split("\n")) {
    if (HEADING.test(line)) {
      close();
      current = { heading: line.replace(HEADING, ""), lines: [] };
    } else current.lines.push(line);
  }
  close();
  // A heading with nothing under it is left out, unless it is all there is (a section being written).
  const filled = sections.filter((section) => section.blocks.length > 0);
  return filled.length > 0 ? filled : sections.slice(0, 1);
}
