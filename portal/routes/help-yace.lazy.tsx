import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { LoadTestPage } from "../features/help/components/load-test-page";
import { useCurrentUser } from "../lib/current-user";

export const helpYaceLazyRoute = createLazyRoute("/Help/yace")({
  component: function HelpYaceView() {
    const user = useCurrentUser();
    return (
      <>
        <PageHead title="压测" />
        <LoadTestPage operator={!!user?.roles.includes("operator")} />
      </>
    );
  },
});
