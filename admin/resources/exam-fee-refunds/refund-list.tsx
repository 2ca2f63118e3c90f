import { Datagrid, FunctionField, List, SearchInput, SelectInput, ShowButton, SimpleList, TextField } from "react-admin";
import type { ExamFeeRefundRow } from "@/api/contract/exam-fee-refunds-admin";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { DecisionButtons } from "./decision-buttons";
import { INVOICE_TEXT, STATUS_CHOICES, StatusChip, yuan } from "./status";

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SearchInput key="q" source="q" placeholder="企业名称" alwaysOn />,
];

/**
 * 考试费退还: every request, those waiting first (sorting by status ascending), then the oldest; 通过 and 驳回 on the
 * rows still waiting (operators only).
 */
export function FeeRefundList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "status", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<ExamFeeRefundRow>
          primaryText={(r) => `${r.chineseName} · ${r.examName}`}
          secondaryText={(r) => `${yuan(r.amountFen)} · ${r.companyName}`}
          tertiaryText={() => <StatusChip />}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="chineseName" sortable={false} />
          <TextField source="examName" sortable={false} />
          <TextField source="companyName" sortable={false} />
          <FunctionField<ExamFeeRefundRow> source="amountFen" sortable={false} render={(r) => yuan(r.amountFen)} />
          <StatusChip source="status" label="resources.exam-fee-refunds.fields.status" />
          <FunctionField<ExamFeeRefundRow>
            source="invoiceStatus"
            sortable={false}
            render={(r) => (r.invoiceStatus ? INVOICE_TEXT[r.invoiceStatus] : "—")}
          />
          <TimeField source="createdAt" />
          <TimeField source="decidedAt" emptyText="—" />
          <DecisionButtons />
          <ShowButton />
        </Datagrid>
      )}
    </List>
  );
}
