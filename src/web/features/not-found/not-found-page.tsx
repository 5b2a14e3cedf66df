import { localizedPath, pageLanguageOf } from "@shared/i18n/paths";
import { Home, MoveLeft } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useCatalogue } from "../../i18n/catalogue-context";
import { NOT_FOUND_COPY } from "./not-found-copy";

/** The 404 page of the site and language the unknown path belongs to (SPEC's English, SwissHack's French, …). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { site, locale } = pageLanguageOf(useLocation().pathname);
  const catalogue = useCatalogue();
  const copy = catalogue
    ? { ...catalogue.notFound, homePath: localizedPath(NOT_FOUND_COPY[site].homePath, site, locale) }
    : NOT_FOUND_COPY[site];
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4">
      <div className="max-w-md text-center">
        <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">{copy.title}</h1>
        <p className="mt-3 text-muted-foreground">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={copy.homePath}>
              <Home aria-hidden="true" />
              {copy.home}
            </Link>
          </Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            <MoveLeft aria-hidden="true" />
            {copy.back}
          </Button>
        </div>
      </div>
    </main>
  );
}
