import {
  BooleanInput,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
} from "react-admin";
import type { InvoiceRequestRow } from "@/api/contract/certification-requests-admin";
import { chinaDay as day } from "../../components/china-time";
import { QueueEmpty } from "../../components/queue-empty";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** What the queue says when nothing waits. */
const empty = <QueueEmpty pending={{ status: "requested" }} />;

const INVOICE_STATUS_CHOICES = [
  { id: "requested", name: "待开票" },
  { id: "sent", name: "已发送" },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={INVOICE_STATUS_CHOICES} alwaysOn />,
  <BooleanInput key="overdue" source="overdue" alwaysOn />,
];

/** The promised send-by day (1-2 months after the request), in red with 已超期 once an unsent invoice passes it. */
function Due({ r }: { r: InvoiceRequestRow }) {
  const late = r.status === "requested" && Date.parse(r.dueAt) < Date.now();
  return <span style={late ? { color: "#d32f2f", fontWeight: 600 } : undefined}>{late ? `${day(r.dueAt)} 已超期` : day(r.dueAt)}</span>;
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

function SendButton() {
  const record = useRecordContext<InvoiceRequestRow>();
  return record?.status === "requested" ? <EditButton label="resources.invoice-requests.send" /> : null;
}

/** Invoices to make out and e-mail (the default), and those already sent. */
export function InvoiceList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} filterDefaultValues={{ status: "requested" }} sort={{ field: "createdAt", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<InvoiceRequestRow>
          empty={empty}
          primaryText={(r) => r.unitName}
          secondaryText={(r) => `${yuan(r.amountFen)} · ${r.email} · 最迟 ${day(r.dueAt)}`}
          tertiaryText={() => <SelectField source="status" choices={INVOICE_STATUS_CHOICES} />}
          linkType="edit"
        />
      ) : (
        <Datagrid empty={empty} rowClick={false} bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="userId" reference="users" link="show" sortable={false} />
          <FunctionField<InvoiceRequestRow> source="mySelf" sortable={false} render={(r) => (r.mySelf ? "个人" : "单位")} />
          <TextField source="unitName" sortable={false} />
          <TextField source="registrationNumber" sortable={false} emptyText="—" />
          <FunctionField<InvoiceRequestRow> source="amountFen" sortable={false} render={(r) => yuan(r.amountFen)} />
          <TextField source="email" sortable={false} />
          <TextField source="takerMobile" sortable={false} />
          <SelectField source="status" choices={INVOICE_STATUS_CHOICES} />
          <TextField source="invoiceNo" sortable={false} emptyText="—" />
          <TimeField source="createdAt" />
          <FunctionField<InvoiceRequestRow> source="dueAt" sortable={false} render={(r) => <Due r={r} />} />
          <SendButton />
        </Datagrid>
      )}
    </List>
  );
}
