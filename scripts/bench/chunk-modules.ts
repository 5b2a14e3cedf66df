// Which source modules a built chunk holds, and how much of the chunk's gzip size each one accounts for, read from the
// chunk's source map (the build writes hidden maps when ANALYZE=1).
import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { eachMapping, TraceMap } from "@jridgewell/trace-mapping";

export interface ModuleShare {
  /** The source file, shortened: "react-dom/…/client.js", "src/web/root.tsx". */
  module: string;
  /** Bytes of the minified chunk generated from it. */
  bytes: number;
  /** Its share of the chunk's gzip size (the chunk's `.gz` size × bytes / chunk bytes). */
  gzipBytes: number;
}

/** Shortens a source map's path to the package (with its file) or to the project path. */
export function shortModuleName(source: string): string {
  const inPackage = source.split(/node_modules[\\/]/).pop() ?? source;
  if (inPackage !== source) {
    const parts = inPackage.split("/");
    const name = parts[0]?.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? inPackage);
    return `${name}/…/${parts.at(-1)}`;
  }
  const project = source.match(/(?:^|\/)(src\/.*|scripts\/.*)$/);
  return project?.[1] ?? source.replace(/^(\.\.\/)+/, "");
}

/** What a client that accepts gzip receives: the build's `.gz` variant, or the file itself (under 1 KB). */
export function servedGzipBytes(file: string): number {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

/**
 * Splits a chunk's bytes among the modules its source map names; bytes no mapping covers (the bundler's glue) are
 * "(bundler runtime)". Without a map the whole chunk is one entry.
 */
export function chunkModules(chunkFile: string): ModuleShare[] {
  const code = readFileSync(chunkFile, "utf8");
  const gzipTotal = existsSync(`${chunkFile}.gz`) ? servedGzipBytes(chunkFile) : gzipSync(code, { level: 9 }).length;
  const mapFile = `${chunkFile}.map`;
  if (!existsSync(mapFile)) return [{ module: "(no source map)", bytes: code.length, gzipBytes: gzipTotal }];

  const map = new TraceMap(readFileSync(mapFile, "utf8"));
  const lineStarts = [0];
  for (let i = 0; i < code.length; i += 1) if (code[i] === "\n") lineStarts.push(i + 1);
  const offset = (line: number, column: number) => (lineStarts[line - 1] ?? code.length) + column;

  // Each mapping owns the generated text up to the next mapping.
  const segments: { start: number; source: string | null }[] = [];
  eachMapping(map, (mapping) => {
    segments.push({ start: offset(mapping.generatedLine, mapping.generatedColumn), source: mapping.source });
  });
  segments.sort((a, b) => a.start - b.start);
  const bytesBySource = new Map<string, number>();
  const add = (source: string, bytes: number) => bytesBySource.set(source, (bytesBySource.get(source) ?? 0) + bytes);
  add("(bundler runtime)", segments[0]?.start ?? code.length);
  segments.forEach((segment, i) => {
    const end = segments[i + 1]?.start ?? code.length;
    add(segment.source ? shortModuleName(segment.source) : "(bundler runtime)", end - segment.start);
  });

  return [...bytesBySource]
    .filter(([, bytes]) => bytes > 0)
    .map(([module, bytes]) => ({ module, bytes, gzipBytes: (gzipTotal * bytes) / code.length }))
    .sort((a, b) => b.bytes - a.bytes);
}
