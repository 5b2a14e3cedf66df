import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { Reveal } from "~/components/motion/reveal";

/** Cards with a title and a text, optionally an icon each: the shape of most OptimAIte sections. */
export function CardGrid({
  items,
  icons,
  columns = "sm:grid-cols-2 lg:grid-cols-3",
}: {
  items: readonly { title: string; text: string }[];
  icons?: readonly LucideIcon[];
  columns?: string;
}) {
  return (
    <ul className={clsx("grid gap-5", columns)}>
      {items.map((item, index) => {
        const Icon = icons?.[index % icons.length];
        return (
          <Reveal as="li" key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            {Icon && <Icon className="mb-4 size-8 text-primary" aria-hidden="true" />}
            <h3 className="text-lg font-bold">{item.title}</h3>
            <p className="mt-2 text-muted-foreground">{item.text}</p>
          </Reveal>
        );
      })}
    </ul>
  );
}
