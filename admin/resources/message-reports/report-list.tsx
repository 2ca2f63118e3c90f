import { Typography } from "@mui/material";
import { Datagrid, FunctionField, List, SelectField, SelectInput, SimpleList, TextField, useTranslate } from "react-admin";
import type { MessageReportRow } from "@/api/contract/zhaopin-messages";
import { hrTableSx } from "../../components/candidate-field";
import { QueueEmpty } from "../../components/queue-empty";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { REVIEW_CHOICES, SIDE_CHOICES } from "./choices";
import { MessageCell } from "./message-cell";
import { ReportReviewButtons } from "./review-buttons";

const PENDING = { review: "pending" };
const empty = <QueueEmpty pending={PENDING} />;
const filters = [<SelectInput key="review" source="review" choices={REVIEW_CHOICES} alwaysOn />];
/** Headers on one line; names and the reason wide enough not to break every two characters. */
const TABLE_SX = hrTableSx({
  "& .column-companyName, & .column-candidateName": { minWidth: 96 },
  "& .column-reportReason": { minWidth: 120 },
});
const reviewText = (r: MessageReportRow) => REVIEW_CHOICES.find((c) => c.id === r.review)?.name ?? r.review;

/** 消息举报: reported messages waiting for an operator (the default), oldest report first, and those already decided. */
export function ReportList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  return (
    <List filters={filters} filterDefaultValues={PENDING} sort={{ field: "reportedAt", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<MessageReportRow>
          empty={empty}
          primaryText={(r) => `${r.companyName} · ${r.candidateName || "—"} · ${reviewText(r)}`}
          secondaryText={(r) => (
            <>
              {r.body}
              <span style={{ display: "block" }}>{translate("app.messages.reason_line", { reason: r.reportReason })}</span>
            </>
          )}
          linkType="show"
        />
      ) : (
        <Datagrid empty={empty} rowClick={false} bulkActionButtons={false} sx={TABLE_SX}>
          <TextField source="companyName" sortable={false} />
          <FunctionField<MessageReportRow>
            source="candidateName"
            sortable={false}
            render={(r) => (
              <>
                {r.candidateName || "—"}
                <Typography variant="caption" color="text.secondary" component="div">
                  {r.positionName}
                </Typography>
              </>
            )}
          />
          <SelectField source="side" choices={SIDE_CHOICES} sortable={false} sx={{ whiteSpace: "nowrap" }} />
          <MessageCell source="body" sortable={false} />
          <TextField source="reportReason" sortable={false} sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} />
          <SelectField source="review" choices={REVIEW_CHOICES} sortable={false} sx={{ whiteSpace: "nowrap" }} />
          <TimeField source="reportedAt" />
          <ReportReviewButtons />
        </Datagrid>
      )}
    </List>
  );
}
