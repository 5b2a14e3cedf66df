import path from "node:path";
import { cruise, type ICruiseResult, type IViolation } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { forbiddenImports, serverFolderOf } from "./rules.ts";

const repository = path.resolve(import.meta.dirname, "..", "..");

/** Cruises `folder` (relative to the repository) with the house rules, paths written relative to the repository. */
export async function cruiseWithRules(folder: string, root = `${folder}/`): Promise<ICruiseResult> {
  const previous = process.cwd();
  process.chdir(repository);
  try {
    const tsConfig = extractTSConfig("tsconfig.json");
    const { output } = await cruise(
      [folder],
      {
        validate: true,
        ruleSet: { forbidden: forbiddenImports(root) },
        tsPreCompilationDeps: true,
        tsConfig: { fileName: "tsconfig.json" },
        doNotFollow: { path: "node_modules" },
        exclude: { path: ["node_modules", "\\.react-router/"] },
        moduleSystems: ["es6"],
      },
      { extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] },
      { tsConfig },
    );
    return output as ICruiseResult;
  } finally {
    process.chdir(previous);
  }
}

/** One line per broken rule: "rule: from → to" (a cycle lists its modules). */
export function describeViolations(violations: readonly IViolation[]): string[] {
  return violations.map((violation) => {
    const cycle = violation.cycle?.map((step) => step.name).join(" → ");
    return `${violation.rule.name}: ${violation.from} → ${cycle ?? violation.to}`;
  });
}

/**
 * Pairs of server capability folders whose code imports each other ("admin ↔ digest"). Tests are left out: a test
 * beside one capability may well use another's (an email test reads every capability's emails).
 */
export function mutualServerFolders(result: ICruiseResult, root: string): string[] {
  const edges = new Set<string>();
  for (const module of result.modules) {
    if (/\.test\.tsx?$/.test(module.source)) continue;
    const from = serverFolderOf(root, module.source);
    for (const dependency of module.dependencies) {
      const to = serverFolderOf(root, dependency.resolved);
      if (from && to && from !== to) edges.add(`${from}→${to}`);
    }
  }
  return [...edges]
    .map((edge) => edge.split("→") as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to}→${from}`))
    .map(([from, to]) => `${from} ↔ ${to}`);
}
