import type { BlogReader } from "@shared/blog/blog-reader";
import type { Brand, SiteDetails } from "@shared/site-settings/details";
import type { ShownFigures } from "@shared/site-settings/shown-figures";

// What the server gives the loaders of the pages it renders on request (src/server/pages/server-rendered-pages.ts).
// While the build prerenders the other pages there is no server: `blog` and `siteDetails` are then missing.
declare module "react-router" {
  interface AppLoadContext {
    blog?: BlogReader;
    /** The brand's details in force (the admin's Settings over the environment's defaults: decision 0042). */
    siteDetails?: (brand: Brand) => Promise<SiteDetails>;
    /** The brand's numbers as the owner chose them (decision 0042). */
    siteFigures?: (brand: Brand) => Promise<ShownFigures>;
    /** Whether the server has the payment provider's keys: SwissHack's pages show the "Order" action (issue 57). */
    onlineOrdering?: boolean;
  }
}
