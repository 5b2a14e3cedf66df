import { type BlogLocale, blogIndexPath } from "./blog-reader";

/** A language's Atom feed: "/blog/feed.xml", "/de/blog/feed.xml". */
export const blogFeedPath = (locale: BlogLocale) => `${blogIndexPath(locale)}/feed.xml`;
