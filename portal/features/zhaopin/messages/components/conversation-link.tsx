import { conversationPath } from "@/api/contract/zhaopin-messages";
import { AppLink } from "@/portal/components/app-link";
import { UnreadBadge } from "@/portal/components/count-badge";

/** 沟通 on an application of 我的投递: its conversation, with what HR wrote that I have not read. */
export function ConversationLink({ applicationId, unread }: { applicationId: number; unread: number }) {
  return (
    <AppLink href={conversationPath(applicationId)} className="btn btn--text btn--sm zp-applied__talk">
      沟通
      <UnreadBadge count={unread} />
    </AppLink>
  );
}
