import { createLazyRoute } from "@tanstack/react-router";
import { PageHead } from "../components/page-head";
import { MessagesPage } from "../features/zhaopin/messages/components/messages-page";
import { recordIdOf } from "../features/zhaopin/positions/position";

export const zhaopinMessagesLazyRoute = createLazyRoute("/ZhaoPin/Messages")({
  component: function ZhaoPinMessagesView() {
    const id = recordIdOf(zhaopinMessagesLazyRoute.useLoaderDeps().id);
    return (
      <>
        <PageHead title="沟通消息" />
        <MessagesPage openId={id} />
      </>
    );
  },
});
