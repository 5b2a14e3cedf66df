import { Camera } from "lucide-react";
import type { ReactNode } from "react";
import { useSiteDetails } from "~/lib/use-site-details";

const glyph = (text: string) => (
  <span className="font-bold leading-none" aria-hidden="true">
    {text}
  </span>
);

const SOCIAL: { key: "linkedin" | "instagram" | "facebook"; label: string; icon: ReactNode }[] = [
  { key: "linkedin", label: "LinkedIn", icon: glyph("in") },
  { key: "instagram", label: "Instagram", icon: <Camera className="size-5" aria-hidden="true" /> },
  { key: "facebook", label: "Facebook", icon: glyph("f") },
];

/** The brand's social pages (its Settings); a network without a URL is left out, and with none, the list. */
export function SocialLinks({ brand, on }: { brand: string; on: string }) {
  const details = useSiteDetails();
  const links = SOCIAL.flatMap(({ key, ...link }) => {
    const href = details[key];
    return href ? [{ ...link, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="mt-4 flex gap-2">
      {links.map(({ href, label, icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            {icon}
            <span className="sr-only">
              {brand} {on} {label}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
