import { type SiteId, VISITOR_ROUTES, visitorRoutes } from "@shared/routes";
import { useId, useState } from "react";
import { SelectField } from "~/components/select-field";
import { useAdminLanguage } from "../shared/admin-language";
import { RecordsTab } from "../shared/records-tab";
import { visitorRecords } from "./cockpit-api";
import { VISITOR_WORDS } from "./cockpit-words";
import { visitorColumns } from "./visitor-columns";

type SiteFilter = SiteId | "all";

const siteOptions = (bothSites: string) =>
  [
    { value: "all", label: bothSites },
    { value: "swisshack", label: "SwissHack" },
    { value: "optimaite", label: "OptimAIte" },
  ] as const;

/** The visitors tab: every tracked page of both sites, narrowed to one site or one page. */
export function VisitorsTab() {
  const id = useId();
  const language = useAdminLanguage();
  const t = VISITOR_WORDS[language];
  const [site, setSite] = useState<SiteFilter>("all");
  const [path, setPath] = useState("");
  const pages = visitorRoutes(site).map((route) => ({ value: route, label: route }));
  const params = { site, ...(path ? { path } : {}) };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SelectField
          id={`${id}-site`}
          label={t.site}
          value={site}
          options={siteOptions(t.bothSites)}
          onChange={(event) => {
            const next = event.target.value as SiteFilter;
            setSite(next);
            if (next !== "all" && !VISITOR_ROUTES[next].includes(path)) setPath("");
          }}
          className="sm:w-48"
        />
        <SelectField
          id={`${id}-page`}
          label={t.page}
          value={path}
          options={pages}
          placeholder={t.everyPage}
          onChange={(event) => setPath(event.target.value)}
          className="sm:w-64"
        />
      </div>
      <RecordsTab source={visitorRecords} label={t.tab} params={params} columns={visitorColumns(language)} />
    </div>
  );
}
