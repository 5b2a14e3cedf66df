/** The blog's posts, once written: each with its page. Until then the blog teaser and its links stay hidden. */
export const BLOG_POSTS: readonly { title: string; excerpt: string; tag: string; url: string }[] = [];
export const BLOG_PUBLISHED = BLOG_POSTS.length > 0;
