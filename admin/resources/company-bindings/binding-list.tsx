import {
  AutocompleteInput,
  Datagrid,
  EditButton,
  List,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
} from "react-admin";
import type { CompanyBindingRow } from "@/api/contract/binding-admin";
import { QueueEmpty } from "../../components/queue-empty";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { BINDING_STATUS_CHOICES } from "./status";

const empty = <QueueEmpty pending={{ status: "pending" }} />;

const filters = [
  <SelectInput key="status" source="status" choices={BINDING_STATUS_CHOICES} alwaysOn />,
  <ReferenceInput key="companyId" source="companyId" reference="companies">
    <AutocompleteInput optionText="companyName" />
  </ReferenceInput>,
];

/** 审核 only while the request waits. */
function DecideButton() {
  const record = useRecordContext<CompanyBindingRow>();
  return record?.status === "pending" ? <EditButton label="resources.company-bindings.decide" /> : null;
}

/** Binding requests waiting for the company's HR (the default), and the decided ones; HR sees its own company's only. */
export function BindingList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} filterDefaultValues={{ status: "pending" }} sort={{ field: "createdAt", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<CompanyBindingRow>
          empty={empty}
          primaryText={(r) => `${r.personName || "未填写姓名"} ${r.personMobile}`}
          secondaryText={(r) => `${r.companyName}${r.employeeId ? ` · 工号 ${r.employeeId}` : ""}`}
          tertiaryText={() => <SelectField source="status" choices={BINDING_STATUS_CHOICES} />}
          linkType="edit"
        />
      ) : (
        <Datagrid empty={empty} rowClick={false} bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="personName" sortable={false} emptyText="未填写姓名" />
          <TextField source="personMobile" sortable={false} />
          <ReferenceField source="companyId" reference="companies" link={false} sortable={false} />
          <TextField source="employeeId" sortable={false} emptyText="—" />
          <SelectField source="status" choices={BINDING_STATUS_CHOICES} />
          <TextField source="reason" sortable={false} emptyText="—" />
          <TimeField source="createdAt" />
          <TimeField source="decidedAt" emptyText="—" />
          <DecideButton />
        </Datagrid>
      )}
    </List>
  );
}
