import { randomUUID } from "node:crypto";
import path from "node:path";
import { onlineOrderingOpen } from "@shared/premium/online-ordering";
import {
  ADMIN_AUDIT_REPORT_SHELL_PATH,
  ADMIN_PRE_ANALYSIS_SHELL_PATH,
  DEMO_MEETING_SHELL_PATH,
  PRE_ANALYSIS_SHELL_PATH,
} from "@shared/routes";
import { Hono } from "hono";
import { except } from "hono/combine";
import { compress } from "hono/compress";
import { registerAdminLanguageRoutes } from "./admin/admin-language-routes";
import { registerAdminRoutes } from "./admin/admin-routes";
import { registerAuditReportRoutes } from "./audit-report/report-routes";
import { registerAuditRoutes } from "./audits/audit-routes";
import { registerAuthRoutes } from "./auth/auth-routes";
import { registerCalculatorRoutes } from "./calculator/calculator-routes";
import { registerChatRoutes } from "./chat/chat-routes";
import { registerUnansweredQuestionRoutes } from "./chat-questions/unanswered-routes";
import type { AppDeps } from "./context";
import { registerAdminDemoRoutes } from "./demo-slots/admin-demo-routes";
import { registerDemoBookingRoutes } from "./demo-slots/demo-booking-routes";
import { registerManageRoutes } from "./demo-slots/manage-routes";
import { registerSlotRoutes } from "./demo-slots/slot-routes";
import { registerDigestRoutes } from "./digest/digest-routes";
import { registerHealthRoutes } from "./health/health-routes";
import { registerLeadRoutes } from "./leads/lead-routes";
import { createApi } from "./lib/api";
import type { AppEnv } from "./lib/app-env";
import { bodySizeLimit } from "./lib/body-size-limit";
import { readBuildScripts } from "./lib/build-scripts";
import { clientIp } from "./lib/client-ip";
import { errorHandler } from "./lib/error-handler";
import { loggablePath } from "./lib/loggable-path";
import { nulGuard } from "./lib/nul-guard";
import { completeOperations } from "./lib/openapi-operations";
import { registerSecuritySchemes } from "./lib/openapi-security";
import { originCheck } from "./lib/origin-check";
import { PRIVATE_PAGE_HEADERS, privateLinkHeaders } from "./lib/private-link-headers";
import { securityHeaders } from "./lib/security-headers";
import { registerNewsletterCampaigns } from "./newsletter/newsletter-campaigns";
import { registerNewsletterRoutes } from "./newsletter/newsletter-routes";
import { privatePageRenderer, serveRenderedPages } from "./pages/server-rendered-pages";
import { createPdfService } from "./pre-analysis/pdf-service";
import { registerPreAnalysisAdminRoutes } from "./pre-analysis/pre-analysis-admin-routes";
import { preAnalysisAttachments } from "./pre-analysis/pre-analysis-attachment";
import { registerPreAnalysisRoutes } from "./pre-analysis/pre-analysis-routes";
import { premiumReceiptAttachments } from "./premium-orders/receipt-attachment";
import { registerPremiumOrders } from "./premium-orders/register";
import { registerDataSubjectRoutes } from "./privacy/data-subject-routes";
import { createBlogReader } from "./publishing/blog-reader";
import { registerBlogFeedRoutes } from "./publishing/blog-routes";
import { registerBlogImageRoutes, registerImageUploadRoute } from "./publishing/image-routes";
import { registerPostPreviewPage } from "./publishing/post-preview-page";
import { registerPostRoutes } from "./publishing/post-routes";
import { hasOwnBodyLimit, isBinaryUpload, publishingBodyLimits } from "./publishing/request-limits";
import { registerSeoRoutes } from "./seo/seo-routes";
import { figuresInForce } from "./site-settings/figures-in-force";
import { prerenderedPagesToRender, siteDetailsOf } from "./site-settings/pages-to-render";
import { registerSiteSettingsRoutes } from "./site-settings/settings-routes";
import { type DynamicRoute, serveClient } from "./static/serve-client";
import { registerEventRoutes } from "./tracking/event-routes";
import { registerTrackingRoutes } from "./tracking/tracking-routes";

/** Client routes with parameters, answered with a prerendered shell (private links get their headers from privateLinkHeaders). */
const DYNAMIC_CLIENT_ROUTES: DynamicRoute[] = [
  { pattern: /^\/pre-analyse\/[\w-]+$/, shell: PRE_ANALYSIS_SHELL_PATH },
  { pattern: /^\/demo\/[\w-]+$/, shell: DEMO_MEETING_SHELL_PATH },
  { pattern: /^\/admin\/pre-analyses\/[\w-]+$/, shell: ADMIN_PRE_ANALYSIS_SHELL_PATH, headers: PRIVATE_PAGE_HEADERS },
  { pattern: /^\/admin\/audits\/[\w-]+\/report$/, shell: ADMIN_AUDIT_REPORT_SHELL_PATH, headers: PRIVATE_PAGE_HEADERS },
];

/** Every API payload is small; bigger bodies are refused before they are read. */
const API_BODY_LIMIT_BYTES = 32 * 1024;

export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.set("clientIp", clientIp(c, env.TRUST_PROXY));
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    if (!logger.isLevelEnabled("info")) return;
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use("*", securityHeaders(env.SITE_URL));
  app.use("*", privateLinkHeaders());
  app.use("*", compress());
  app.use("/api/*", originCheck(env.SITE_URL));
  app.use("/api/*", except(hasOwnBodyLimit, bodySizeLimit(API_BODY_LIMIT_BYTES)));
  app.use("/api/*", publishingBodyLimits());
  app.use("/api/*", except(isBinaryUpload, nulGuard()));

  const api = createApi();
  registerHealthRoutes(api, deps.database);
  registerAuthRoutes(api, deps);
  registerTrackingRoutes(api, deps);
  registerEventRoutes(api, deps);
  registerAuditRoutes(api, deps);
  registerNewsletterRoutes(api, deps);
  registerDemoBookingRoutes(api, deps);
  registerLeadRoutes(api, deps);
  registerSlotRoutes(api, deps);
  registerManageRoutes(api, deps);
  registerCalculatorRoutes(api, deps);
  registerChatRoutes(api, deps);
  registerAdminRoutes(api, deps);
  registerUnansweredQuestionRoutes(api, deps);
  registerPremiumOrders(api, deps);
  registerAdminLanguageRoutes(api, deps);
  registerDigestRoutes(api, deps);
  registerDataSubjectRoutes(api, deps);
  registerAdminDemoRoutes(api, deps);
  registerPostRoutes(api, deps);
  const { siteSettings } = deps;
  const siteFigures = figuresInForce(siteSettings, deps.database.db);
  registerSiteSettingsRoutes(api, deps, siteSettings);
  registerImageUploadRoute(api, deps);
  registerNewsletterCampaigns(api, app, deps);
  const pdfs = createPdfService();
  deps.onClose(() => pdfs.close());
  const preAnalysisPdf = preAnalysisAttachments(deps.database.db, pdfs);
  const premiumReceipt = premiumReceiptAttachments(deps.database.db, deps.env.SITE_URL);
  deps.outbox.makeAttachmentsWith((pending) =>
    pending.kind === "premium-receipt" ? premiumReceipt(pending) : preAnalysisPdf(pending),
  );
  registerPreAnalysisRoutes(api, deps, pdfs);
  registerPreAnalysisAdminRoutes(api, deps, pdfs);
  registerAuditReportRoutes(api, deps, pdfs);

  registerSecuritySchemes(api);
  completeOperations(api);
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "SwissHack & OptimAIte API", version: "1.0.0" },
    servers: [{ url: env.SITE_URL }],
    // Public by default; admin routes and calculator updates name the credentials they need.
    security: [],
  });
  app.route("/", api);
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  const blog = createBlogReader(deps.database.db);
  registerSeoRoutes(app, deps, blog);
  registerBlogFeedRoutes(app, blog, env.SITE_URL);
  registerBlogImageRoutes(app, deps);

  app.onError(errorHandler(logger));

  const buildScripts = readBuildScripts(env.CLIENT_DIR);
  const onlineOrdering = onlineOrderingOpen(env);
  const serverBuildFile = path.join(path.dirname(env.CLIENT_DIR), "server", "index.js");
  const loadContext = { blog, siteDetails: siteDetailsOf(siteSettings), siteFigures, onlineOrdering };
  registerPostPreviewPage(app, deps, blog, privatePageRenderer({ serverBuildFile, buildScripts, loadContext }));
  const renderNotFound = serveRenderedPages(app, {
    serverBuildFile,
    buildScripts,
    loadContext,
    logger,
    renderPrerendered: prerenderedPagesToRender(
      siteSettings,
      path.dirname(env.CLIENT_DIR),
      siteFigures,
      onlineOrdering,
    ),
  });
  serveClient(app, env.CLIENT_DIR, buildScripts, DYNAMIC_CLIENT_ROUTES, renderNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
