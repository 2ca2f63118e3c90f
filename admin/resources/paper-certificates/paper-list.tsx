import {
  Datagrid,
  EditButton,
  List,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
} from "react-admin";
import type { PaperCertificateRow } from "@/api/contract/certification-requests-admin";
import { QueueEmpty } from "../../components/queue-empty";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { PAPER_STATUS_CHOICES } from "./status";

/** What the queue says when nothing waits. */
const empty = <QueueEmpty pending={{ status: "requested" }} />;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={PAPER_STATUS_CHOICES} alwaysOn />,
];

/** 处理 only while the request waits: a shipped or refused one is settled. */
function DecideButton() {
  const record = useRecordContext<PaperCertificateRow>();
  return record?.status === "requested" ? <EditButton label="resources.paper-certificates.decide" /> : null;
}

/** Paper certificates waiting to be posted (the default), and the settled ones. */
export function PaperList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} filterDefaultValues={{ status: "requested" }} sort={{ field: "createdAt", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<PaperCertificateRow>
          empty={empty}
          primaryText={() => <ReferenceField source="userId" reference="users" link={false} />}
          secondaryText={(r) => `${r.province} ${r.city} ${r.address}`}
          tertiaryText={() => <SelectField source="status" choices={PAPER_STATUS_CHOICES} />}
          linkType="edit"
        />
      ) : (
        <Datagrid empty={empty} rowClick={false} bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="userId" reference="users" link="show" sortable={false} />
          <ReferenceField source="registrationId" reference="exam-registrations" link="show" sortable={false}>
            <ReferenceField source="examId" reference="exams" link={false} />
          </ReferenceField>
          <TextField source="province" sortable={false} />
          <TextField source="city" sortable={false} />
          <TextField source="address" sortable={false} />
          <SelectField source="status" choices={PAPER_STATUS_CHOICES} />
          <TextField source="courier" sortable={false} emptyText="—" />
          <TextField source="trackingNo" sortable={false} emptyText="—" />
          <TimeField source="createdAt" />
          <DecideButton />
        </Datagrid>
      )}
    </List>
  );
}
