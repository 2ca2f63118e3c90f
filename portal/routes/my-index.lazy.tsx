import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { MyIndexPage } from "../features/my/components/my-index-page";
import { useUnreadMessages } from "../features/zhaopin/messages/unread-messages";
import { RecommendedPositions } from "../features/zhaopin/positions/components/recommended-positions";

export const myIndexLazyRoute = createLazyRoute("/my/index")({
  component: function MyIndexView() {
    // The header asks the same (one query): the shortcut and the avatar count alike.
    const messages = useUnreadMessages(true);
    return (
      <>
        <PageHead title="个人中心" />
        <MyIndexPage unread={{ "/ZhaoPin/Messages": messages }}>
          <RecommendedPositions limit={4} />
        </MyIndexPage>
      </>
    );
  },
});
