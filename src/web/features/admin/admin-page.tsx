import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useAdminGuard } from "~/components/use-admin-guard";
import { AvailabilityTab } from "./availability/availability-tab";
import { OverviewTab } from "./cockpit/overview-tab";
import { VisitorsTab } from "./cockpit/visitors-tab";
import { DemoMeetingsPanel } from "./demos/demo-meetings-panel";
import { DataSubjectForm } from "./leads/data-subject-form";
import { useLeadSummary } from "./leads/lead-summary";
import { LeadsTab } from "./leads/leads-tab";
import { NewsletterCampaignsPanel } from "./newsletter/newsletter-campaigns-panel";
import { PostsTab } from "./posts/posts-tab";
import { AdminActions, AdminFrame } from "./shared/admin-frame";

const TABS = [
  { value: "contacts", label: "Contacts" },
  { value: "demos", label: "Demos" },
  { value: "calculator", label: "Calculator" },
  { value: "visitors", label: "Visitors" },
  { value: "audits", label: "Audits" },
  { value: "newsletter", label: "Newsletter" },
];

export function AdminPage() {
  const admin = useAdminGuard();
  const { summary, reload } = useLeadSummary();
  const [tab, setTab] = useState("overview");
  // A post to send as the newsletter: the Newsletter tab opens its editor with it, once (leaving the tab forgets it).
  const [newsletterPost, setNewsletterPost] = useState<string | null>(null);
  return (
    <AdminFrame wide actions={admin && <AdminActions />}>
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      {!admin ? (
        <p role="status" className="mt-6 text-muted-foreground">
          Loading…
        </p>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) => {
            setTab(value);
            setNewsletterPost(null);
          }}
          className="mt-6"
        >
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
                {summary?.newCounts[tab.value] ? ` (${summary.newCounts[tab.value]} new)` : ""}
              </TabsTrigger>
            ))}
            <TabsTrigger value="availability">Availability</TabsTrigger>
            <TabsTrigger value="posts">Posts</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab privacy={<DataSubjectForm />} />
          </TabsContent>
          {TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              {tab.value === "demos" && <DemoMeetingsPanel onChanged={reload} />}
              {tab.value === "newsletter" && <NewsletterCampaignsPanel fromPost={newsletterPost} />}
              {tab.value === "visitors" ? (
                <VisitorsTab />
              ) : (
                <LeadsTab tab={tab.value} label={tab.label} summary={summary} onChanged={reload} />
              )}
            </TabsContent>
          ))}
          <TabsContent value="availability">
            <AvailabilityTab />
          </TabsContent>
          <TabsContent value="posts">
            <PostsTab
              onSendAsNewsletter={(postId) => {
                setNewsletterPost(postId);
                setTab("newsletter");
              }}
            />
          </TabsContent>
        </Tabs>
      )}
    </AdminFrame>
  );
}
