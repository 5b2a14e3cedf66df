import { type SiteId, VISITOR_ROUTES, visitorRoutes } from "@shared/routes";
import { useId, useState } from "react";
import { SelectField } from "~/components/select-field";
import { RecordsTab } from "../shared/records-tab";
import { visitorRecords } from "./cockpit-api";
import { VISITOR_COLUMNS } from "./visitor-columns";

type SiteFilter = SiteId | "all";

const SITE_OPTIONS = [
  { value: "all", label: "Both sites" },
  { value: "swisshack", label: "SwissHack" },
  { value: "optimaite", label: "OptimAIte" },
] as const;

/** The visitors tab: every tracked page of both sites, narrowed to one site or one page. */
export function VisitorsTab() {
  const id = useId();
  const [site, setSite] = useState<SiteFilter>("all");
  const [path, setPath] = useState("");
  const pages = visitorRoutes(site).map((route) => ({ value: route, label: route }));
  const params = { site, ...(path ? { path } : {}) };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SelectField
          id={`${id}-site`}
          label="Site"
          value={site}
          options={SITE_OPTIONS}
          onChange={(event) => {
            const next = event.target.value as SiteFilter;
            setSite(next);
            if (next !== "all" && !VISITOR_ROUTES[next].includes(path)) setPath("");
          }}
          className="sm:w-48"
        />
        <SelectField
          id={`${id}-page`}
          label="Page"
          value={path}
          options={pages}
          placeholder="Every page"
          onChange={(event) => setPath(event.target.value)}
          className="sm:w-64"
        />
      </div>
      <RecordsTab source={visitorRecords} label="Visitors" params={params} columns={VISITOR_COLUMNS} />
    </div>
  );
}
