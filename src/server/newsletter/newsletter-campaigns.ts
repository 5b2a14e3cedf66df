import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context";
import type { Api } from "../lib/api";
import { markBouncing } from "./bounces";
import { registerCampaignRoutes } from "./campaign-routes";
import { registerIssueWebPages } from "./issue-web-page";

/**
 * The Tuesday newsletter (issue 42): the admin's API (after requireAdmin covers /admin/*), the issues' web versions,
 * and the outbox telling it of refused addresses.
 */
export function registerNewsletterCampaigns(api: Api, app: Hono<AppEnv>, deps: AppDeps) {
  registerCampaignRoutes(api, deps);
  registerIssueWebPages(app, deps);
  deps.outbox.whenRecipientRefused(markBouncing);
}
