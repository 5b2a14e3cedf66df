import type { BlogReader } from "@shared/blog/blog-reader";

// What the server gives the loaders of the pages it renders on request (src/server/pages/server-rendered-pages.ts).
// While the build prerenders the other pages there is no server: `blog` is then missing.
declare module "react-router" {
  interface AppLoadContext {
    blog?: BlogReader;
  }
}
