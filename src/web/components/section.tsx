import { clsx } from "clsx";
import type { ReactNode } from "react";

/** A page section with an optional anchor id and a centered heading. */
export function Section({
  id,
  title,
  lead,
  eyebrow,
  className,
  children,
}: {
  id?: string;
  title?: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={clsx("scroll-mt-20 px-4 py-16 md:py-20", className)}>
      <div className="mx-auto max-w-6xl">
        {(title || lead) && (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
            {title && <h2 className="text-balance text-3xl font-bold tracking-tight md:text-4xl">{title}</h2>}
            {lead && <p className="mt-4 text-pretty text-lg text-muted-foreground">{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
