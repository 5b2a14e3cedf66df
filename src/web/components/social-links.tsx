import { Camera } from "lucide-react";
import type { ReactNode } from "react";

const glyph = (text: string) => (
  <span className="font-bold leading-none" aria-hidden="true">
    {text}
  </span>
);

const SOCIAL: { href: string; label: string; icon: ReactNode }[] = [
  { href: "https://www.linkedin.com/", label: "LinkedIn", icon: glyph("in") },
  { href: "https://www.instagram.com/", label: "Instagram", icon: <Camera className="size-5" aria-hidden="true" /> },
  { href: "https://www.facebook.com/", label: "Facebook", icon: glyph("f") },
];

export function SocialLinks({ brand, on = "fr" }: { brand: string; on?: "fr" | "en" }) {
  return (
    <ul className="flex gap-2">
      {SOCIAL.map(({ href, label, icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            {icon}
            <span className="sr-only">
              {brand} {on === "fr" ? "sur" : "on"} {label}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
