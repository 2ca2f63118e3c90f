import { SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from "react-admin";
import { TimeField } from "../../components/time-field";
import { REVIEW_CHOICES, SIDE_CHOICES } from "./choices";
import { MessageCell } from "./message-cell";
import { ReportReviewButtons } from "./review-buttons";

/** One report (a phone's list opens it): the message, who reported it and why, and 屏蔽 / 驳回 while it waits. */
export function ReportShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ReportReviewButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="companyName" />
        <TextField source="candidateName" emptyText="—" />
        <TextField source="positionName" />
        <SelectField source="side" choices={SIDE_CHOICES} />
        <MessageCell source="body" />
        <TextField source="reportReason" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} />
        <SelectField source="review" choices={REVIEW_CHOICES} />
        <TimeField source="reportedAt" />
        <TimeField source="reviewedAt" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
