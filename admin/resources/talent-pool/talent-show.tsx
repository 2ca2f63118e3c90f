import { Card, CardContent, Stack } from "@mui/material";
import { Show, useCanAccess, useRecordContext } from "react-admin";
import type { TalentRow } from "@/api/contract/zhaopin-admin";
import { CvView } from "../../components/cv-view";
import { InterviewList } from "../../components/interviews/interview-list";
import { InviteInterviewButton } from "../../components/interviews/invite-interview-button";

/** The CV, then the company's invitations to this person; HR invites from here too. */
function Talent() {
  const record = useRecordContext<TalentRow>();
  // Inviting is HR's (ADMIN_ACCESS): an operator reads the pool and its invitations, and invites no one.
  const { canAccess: invites = false } = useCanAccess({ resource: "interviews", action: "create" });
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <CvView cv={record} />
      <Card variant="outlined">
        <CardContent>
          <InterviewList
            target={{ cvId: record.id }}
            canCancel={invites}
            action={invites && <InviteInterviewButton path={`/talent-pool/${record.id}/interview`} target={{ cvId: record.id }} />}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** A public CV, read only but for 邀请面试 (its contact stays masked until the person accepts). */
export function TalentShow() {
  return (
    <Show actions={false}>
      <Talent />
    </Show>
  );
}
