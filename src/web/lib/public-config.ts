import { type PublicConfig, publicConfigFrom } from "@shared/public-config";

declare const __PUBLIC_CONFIG__: PublicConfig | undefined;

/** The operator values as the build saw them (nothing set outside a build: every such element is hidden). */
export const publicConfig: PublicConfig =
  typeof __PUBLIC_CONFIG__ === "object" && __PUBLIC_CONFIG__ ? __PUBLIC_CONFIG__ : publicConfigFrom({});
