import "./help.css";
import { AppLink } from "@/portal/components/app-link";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { HelpEntryView } from "./help-entry-view";
import { HelpHome } from "./help-home";
import { HelpTree } from "./help-tree";

type Props = { id: number | null; signedIn: boolean; operator: boolean; onLogin: () => void };

/** For operators only, at the foot of the help center: the load-test page (spec 001), no learner's feature. */
const opsLink = (
  <p className="help-ops">
    运营工具：<AppLink href="/Help/yace">压测</AppLink>
  </p>
);

/**
 * /Help/Center?id=: on desktop and tablet the category tree beside the entry (or the FAQ home); on a phone the list,
 * then the entry on a page of its own with the way back. An operator finds the load-test page at the foot.
 */
export function HelpCenterPage({ id, signedIn, operator, onLogin }: Props) {
  const phone = useBreakpoint() === "phone";
  const main = id === null ? <HelpHome /> : <HelpEntryView key={id} id={id} signedIn={signedIn} onLogin={onLogin} />;
  if (phone) {
    return (
      <div className="container help help--phone">
        {id !== null ? (
          <AppLink href="/Help/Center" className="help-back">
            ‹ 返回帮助中心
          </AppLink>
        ) : null}
        {main}
        {operator ? opsLink : null}
      </div>
    );
  }
  return (
    <div className="container help">
      <HelpTree current={id} />
      <div className="help__main">{main}</div>
      {operator ? opsLink : null}
    </div>
  );
}
