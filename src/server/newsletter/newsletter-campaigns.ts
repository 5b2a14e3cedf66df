import type { Hono } from "hono";
import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import type { AppEnv } from "../lib/app-env";
import { markBouncing } from "./bounces";
import { ISSUE_TEMPLATE } from "./campaign-email";
import { queueSettingsOf } from "./campaign-queue";
import { registerCampaignRoutes } from "./campaign-routes";
import { registerIssueWebPages } from "./issue-web-page";
import { issueWriter } from "./issue-writer";

/**
 * The Tuesday newsletter (issue 42): the admin's API (after requireAdmin covers /admin/*), the issues' web versions,
 * the outbox writing its emails as they go and telling it of refused addresses.
 */
export function registerNewsletterCampaigns(api: Api, app: Hono<AppEnv>, deps: AppDeps) {
  registerCampaignRoutes(api, deps);
  registerIssueWebPages(app, deps);
  deps.outbox.writeWhenSent(ISSUE_TEMPLATE, issueWriter(queueSettingsOf(deps)));
  deps.outbox.whenRecipientRefused(markBouncing);
}
