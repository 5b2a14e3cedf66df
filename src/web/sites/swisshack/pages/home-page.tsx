import type { BlogPostSummary } from "@shared/blog/blog-reader";
import { SwissHackLayout } from "../layout/swisshack-layout";
import { Blog } from "../sections/blog";
import { CtaBlock } from "../sections/cta-block";
import { Faq } from "../sections/faq";
import { FreeOffer } from "../sections/free-offer";
import { Hero } from "../sections/hero";
import { Levers } from "../sections/levers";
import { NewsletterSection } from "../sections/newsletter-section";
import { ProblemSolution } from "../sections/problem-solution";
import { Process } from "../sections/process";
import { Testimonials } from "../sections/testimonials";
import { Themes } from "../sections/themes";
import { Trust } from "../sections/trust";

/** The landing page; `latestPosts` are the language's newest posts for the blog teaser (none hides it). */
export function HomePage({ latestPosts }: { latestPosts: readonly BlogPostSummary[] }) {
  return (
    <SwissHackLayout>
      <Hero />
      <ProblemSolution />
      <Themes />
      <Process />
      <Trust />
      <Testimonials />
      <Levers />
      <FreeOffer />
      <Faq />
      <Blog posts={latestPosts} />
      <CtaBlock />
      <NewsletterSection />
    </SwissHackLayout>
  );
}
