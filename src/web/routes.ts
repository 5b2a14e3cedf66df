import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("premium", "routes/premium.tsx"),
  route("confidentialite", "routes/confidentialite.tsx"),
  route("mentions-legales", "routes/mentions-legales.tsx"),
  route("newsletter/confirmation", "routes/newsletter-confirmation.tsx"),
  route("optimaite", "routes/optimaite.tsx"),
  route("details", "routes/details.tsx"),
  route("integrations", "routes/integrations.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("legal-notice", "routes/legal-notice.tsx"),
  route("auth", "routes/auth.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("pre-analyse/:token", "routes/pre-analysis.tsx"),
  route("demo/:token", "routes/demo-meeting.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/pre-analyses/:id", "routes/admin-pre-analysis.tsx"),
  route("sitemap-manager", "routes/sitemap-manager.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
