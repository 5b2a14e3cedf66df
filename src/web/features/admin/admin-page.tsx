import type { LeadSummary } from "@shared/schemas/admin-leads";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { AvailabilityTab } from "./availability/availability-tab";
import { ChatQuestionsTab, ChatQuestionsTabLabel } from "./chat-questions/chat-questions-tab";
import { OverviewTab } from "./cockpit/overview-tab";
import { VisitorsTab } from "./cockpit/visitors-tab";
import { DemoMeetingsPanel } from "./demos/demo-meetings-panel";
import { DataSubjectForm } from "./leads/data-subject-form";
import { useLeadSummary } from "./leads/lead-summary";
import { LeadsTab } from "./leads/leads-tab";
import { NewsletterCampaignsPanel } from "./newsletter/newsletter-campaigns-panel";
import { PostsTab } from "./posts/posts-tab";
import { PremiumTab, PremiumTabLabel } from "./premium/premium-tab";
import { SettingsTab, SettingsTabLabel } from "./settings/settings-tab";
import { AdminActions } from "./shared/admin-frame";
import { useAdminWords } from "./shared/admin-language";
import { AdminShell } from "./shared/admin-shell";
import { FRAME_WORDS } from "./shared/shared-words";
import { useAdminTab } from "./shared/use-admin-tab";

const TABS = ["contacts", "demos", "calculator", "visitors", "audits", "newsletter"];

/** The dashboard's tabs, in the account's language. */
function AdminTabs({ summary, reload }: { summary: LeadSummary | null; reload: () => void }) {
  const t = useAdminWords(FRAME_WORDS);
  const [tab, setTab] = useAdminTab();
  // A post to send as the newsletter: the Newsletter tab opens its editor with it, once (leaving the tab forgets it).
  const [newsletterPost, setNewsletterPost] = useState<string | null>(null);
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        setTab(value);
        setNewsletterPost(null);
      }}
      className="mt-6"
    >
      <TabsList>
        <TabsTrigger value="overview">{t.tabs.overview}</TabsTrigger>
        {TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t.tabs[tab]}
            {summary?.newCounts[tab] ? ` (${t.newCount(summary.newCounts[tab])})` : ""}
          </TabsTrigger>
        ))}
        <TabsTrigger value="premium">
          <PremiumTabLabel />
        </TabsTrigger>
        <TabsTrigger value="availability">{t.tabs.availability}</TabsTrigger>
        <TabsTrigger value="posts">{t.tabs.posts}</TabsTrigger>
        <TabsTrigger value="questions">
          <ChatQuestionsTabLabel />
        </TabsTrigger>
        <TabsTrigger value="settings">
          <SettingsTabLabel />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab privacy={<DataSubjectForm />} />
      </TabsContent>
      {TABS.map((tab) => (
        <TabsContent key={tab} value={tab}>
          {tab === "demos" && <DemoMeetingsPanel onChanged={reload} />}
          {tab === "newsletter" && <NewsletterCampaignsPanel fromPost={newsletterPost} />}
          {tab === "visitors" ? (
            <VisitorsTab />
          ) : (
            <LeadsTab tab={tab} label={t.tabs[tab] ?? tab} summary={summary} onChanged={reload} />
          )}
        </TabsContent>
      ))}
      <TabsContent value="premium">
        <PremiumTab />
      </TabsContent>
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
      <TabsContent value="questions">
        <ChatQuestionsTab />
      </TabsContent>
      <TabsContent value="settings">
        <SettingsTab />
      </TabsContent>
    </Tabs>
  );
}

function Dashboard({ allowed }: { allowed: boolean }) {
  const t = useAdminWords(FRAME_WORDS);
  const { summary, reload } = useLeadSummary();
  return (
    <>
      <h1 className="text-3xl font-bold">{t.dashboard}</h1>
      {!allowed ? (
        <p role="status" className="mt-6 text-muted-foreground">
          {t.loading}
        </p>
      ) : (
        <AdminTabs summary={summary} reload={reload} />
      )}
    </>
  );
}

export function AdminPage() {
  return (
    <AdminShell wide actions={<AdminActions />}>
      {(admin) => <Dashboard allowed={admin !== null} />}
    </AdminShell>
  );
}
