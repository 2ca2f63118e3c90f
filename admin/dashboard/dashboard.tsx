import AddBusinessIcon from "@mui/icons-material/AddBusiness";
import AssignmentLateIcon from "@mui/icons-material/AssignmentLate";
import BlockIcon from "@mui/icons-material/Block";
import BusinessIcon from "@mui/icons-material/Business";
import BusinessCenterIcon from "@mui/icons-material/BusinessCenter";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import EventRepeatIcon from "@mui/icons-material/EventRepeat";
import FlagIcon from "@mui/icons-material/Flag";
import HistoryIcon from "@mui/icons-material/History";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import InboxIcon from "@mui/icons-material/Inbox";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import MarkChatUnreadIcon from "@mui/icons-material/MarkChatUnread";
import PeopleIcon from "@mui/icons-material/People";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import SchoolIcon from "@mui/icons-material/School";
import SmsIcon from "@mui/icons-material/Sms";
import StorefrontIcon from "@mui/icons-material/Storefront";
import VideoLibraryIcon from "@mui/icons-material/VideoLibrary";
import WorkIcon from "@mui/icons-material/Work";
import WorkspacePremiumIcon from "@mui/icons-material/WorkspacePremium";
import { Box, Card, CardContent, Skeleton, Typography } from "@mui/material";
import { type ComponentProps, type ReactNode, Suspense } from "react";
import { Title, useGetIdentity, useTranslate } from "react-admin";
import type { DailySeriesName } from "@/api/contract/admin-daily";
import { beijingDate, beijingDayStart } from "@/api/contract/beijing-time";
import { lazyScreen } from "../components/lazy-screen";
import type { Identity } from "../providers/auth";
import { CountCard } from "./count-card";
import { UnansweredQuestionsCard } from "./unanswered-questions-card";

// ECharts loads with the chart only, in a chunk of its own: the dashboard opens first, without it.
const DailyChart = lazyScreen(() => import("./daily-chart"), "DailyChart");

const OLDEST_FIRST = { field: "createdAt", order: "ASC" } as const;
const OPERATOR_SERIES: readonly DailySeriesName[] = ["signups", "registrations", "payments"];
const ENTERPRISE_SERIES: readonly DailySeriesName[] = ["registrations"];

/** Midnight today in China (UTC+8), as an instant. */
const startOfChinaDay = () => (beijingDayStart(beijingDate(Date.now())) as Date).toISOString();

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section">
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** Cards of one width in as many columns as fit: two on a phone, five or so on a desktop. */
const Cards = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: "grid",
      gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(auto-fill, minmax(210px, 1fr))" },
      gap: { xs: 1, sm: 2 },
    }}
  >
    {children}
  </Box>
);

function Trend({ series }: { series: readonly DailySeriesName[] }) {
  return (
    <Section title="app.dashboard.trend">
      <Card>
        <CardContent>
          <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
            <DailyChart series={series} />
          </Suspense>
        </CardContent>
      </Card>
    </Section>
  );
}

/** What waits for an operator, overdue invoices before those still in time; queues open oldest first. */
const OPERATOR_TODO: ComponentProps<typeof CountCard>[] = [
  { resource: "training-attends", label: "app.dashboard.attends_waiting", icon: <VideoLibraryIcon />, filter: { audit: 0 } },
  { resource: "activity-signups", label: "app.dashboard.signups_waiting", icon: <EventAvailableIcon />, filter: { audit: 0 } },
  { resource: "exam-registrations", label: "app.dashboard.registrations_waiting", icon: <HowToRegIcon />, filter: { status: "waitaudit" } },
  {
    resource: "invoice-requests",
    label: "app.dashboard.invoices_overdue",
    icon: <AssignmentLateIcon />,
    filter: { overdue: true },
    sort: OLDEST_FIRST,
    warn: true,
  },
  {
    resource: "invoice-requests",
    label: "app.dashboard.invoices_waiting",
    icon: <ReceiptLongIcon />,
    filter: { status: "requested" },
    sort: OLDEST_FIRST,
  },
  {
    resource: "paper-certificates",
    label: "app.dashboard.papers_waiting",
    icon: <LocalShippingIcon />,
    filter: { status: "requested" },
    sort: OLDEST_FIRST,
  },
  {
    resource: "lecturer-submissions",
    label: "app.dashboard.lecturers_waiting",
    icon: <SchoolIcon />,
    filter: { status: "submitted" },
    sort: OLDEST_FIRST,
  },
  {
    resource: "enterprise-applications",
    label: "app.dashboard.enterprise_applications_waiting",
    icon: <AddBusinessIcon />,
    filter: { status: "pending" },
    sort: OLDEST_FIRST,
  },
  {
    resource: "company-bindings",
    label: "app.dashboard.bindings_waiting",
    icon: <BusinessCenterIcon />,
    filter: { status: "pending" },
    sort: OLDEST_FIRST,
  },
  {
    resource: "message-reports",
    label: "app.dashboard_messages.reports_waiting",
    icon: <FlagIcon />,
    filter: { review: "pending" },
    sort: { field: "reportedAt", order: "ASC" },
  },
  { resource: "shop-orders", label: "app.dashboard_shop.orders_waiting", icon: <LocalShippingIcon />, filter: { status: "pending" } },
  { resource: "shop-products", label: "app.dashboard_shop.low_stock", icon: <StorefrontIcon />, filter: { lowStock: true }, warn: true },
];

/** Recruitment at a glance for operators: what is open, and what they have suspended. */
const OPERATOR_ZHAOPIN: ComponentProps<typeof CountCard>[] = [
  { resource: "positions", label: "app.dashboard_zhaopin.positions_open", icon: <WorkIcon />, filter: { status: "open" } },
  { resource: "positions", label: "app.dashboard_zhaopin.positions_suspended", icon: <BlockIcon />, filter: { suspended: true } },
  { resource: "company-profiles", label: "app.dashboard_zhaopin.companies_suspended", icon: <BlockIcon />, filter: { suspended: true } },
];

/** What waits for an operator (each card opens the list of exactly those rows), the last 30 days, and the totals. */
function OperatorDashboard() {
  return (
    <>
      <Section title="app.dashboard.todo">
        <Cards>
          {OPERATOR_TODO.map((card) => (
            <CountCard key={card.label} {...card} />
          ))}
        </Cards>
      </Section>
      <UnansweredQuestionsCard />
      <Trend series={OPERATOR_SERIES} />
      <Section title="app.dashboard.overview">
        <Cards>
          <CountCard resource="users" label="app.dashboard.users_total" icon={<PeopleIcon />} />
          <CountCard
            resource="users"
            label="app.dashboard.users_today"
            icon={<PersonAddIcon />}
            filter={{ createdFrom: startOfChinaDay() }}
          />
          <CountCard resource="companies" label="app.dashboard.companies" icon={<BusinessIcon />} />
          <CountCard resource="sms-outbox" label="app.dashboard.sms_outbox" icon={<SmsIcon />} />
          <CountCard resource="audit-logs" label="app.dashboard.audit_logs" icon={<HistoryIcon />} />
          {OPERATOR_ZHAOPIN.map((card) => (
            <CountCard key={card.label} {...card} />
          ))}
        </Cards>
      </Section>
    </>
  );
}

/** An enterprise account's own company only (the server scopes every count and the chart to it). */
function EnterpriseDashboard() {
  return (
    <>
      <Section title="app.dashboard.company_overview">
        <Cards>
          <CountCard resource="users" label="app.dashboard.employees" icon={<PeopleIcon />} />
          <CountCard resource="certificates" label="app.dashboard.certificates" icon={<WorkspacePremiumIcon />} />
          <CountCard resource="exam-registrations" label="app.dashboard.registrations" icon={<HowToRegIcon />} />
          <CountCard
            resource="exam-registrations"
            label="app.dashboard.registrations_waiting"
            icon={<AssignmentLateIcon />}
            filter={{ status: "waitaudit" }}
          />
          <CountCard
            resource="company-bindings"
            label="app.dashboard.bindings_waiting"
            icon={<BusinessCenterIcon />}
            filter={{ status: "pending" }}
            sort={OLDEST_FIRST}
          />
          <CountCard
            resource="applications"
            label="app.dashboard_zhaopin.applications_new"
            icon={<InboxIcon />}
            filter={{ stage: "sent" }}
            sort={OLDEST_FIRST}
            warn
          />
          <CountCard
            resource="applications"
            label="app.dashboard_messages.unread"
            icon={<MarkChatUnreadIcon />}
            filter={{ unread: true }}
            warn
          />
          <CountCard
            resource="interviews"
            label="app.dashboard_interviews.reschedule"
            icon={<EventRepeatIcon />}
            filter={{ status: "reschedule" }}
            warn
          />
          <CountCard
            resource="interviews"
            label="app.dashboard_interviews.accepted"
            icon={<EventAvailableIcon />}
            filter={{ status: "accepted" }}
          />
          <CountCard resource="positions" label="app.dashboard_zhaopin.positions_open" icon={<WorkIcon />} filter={{ status: "open" }} />
        </Cards>
      </Section>
      <Trend series={ENTERPRISE_SERIES} />
    </>
  );
}

/** The home page of the back office: what the signed-in role has to do and how things went lately. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const me = identity as Identity | undefined;
  const operator = !!me?.roles.includes("operator");
  return (
    <Box sx={{ mt: 2, mb: 2, display: "flex", flexDirection: "column", gap: 3 }}>
      <Title title="ra.page.dashboard" />
      <Box>
        <Typography variant="h5" component="h2">
          {translate("app.dashboard.welcome", { name: me?.fullName ?? "" })}
        </Typography>
        {me && !operator && (
          <Typography color="text.secondary">{translate("app.dashboard.company", { name: me.companyName || "—" })}</Typography>
        )}
      </Box>
      {me && (operator ? <OperatorDashboard /> : <EnterpriseDashboard />)}
    </Box>
  );
}
