import { AutocompleteInput, Datagrid, List, NumberField, ReferenceInput, SelectField, SimpleList, TextField } from "react-admin";
import type { CertificateRow } from "@/api/contract/certification-admin";
import { SearchFilter } from "../../components/search-filter";
import { DayField, TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { CERT_KIND_CHOICES, CERT_STATUS_CHOICES } from "./status";

// By exam names (exam-names), which an enterprise account may read as well as an operator.
const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <ReferenceInput key="examId" source="examId" reference="exam-names">
    <AutocompleteInput optionText="name" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
];

/** Issued certificates, searched by number or holder's name; an enterprise sees its own people's only. */
export function CertificateList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "issuedAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<CertificateRow>
          primaryText={(c) => `${c.holderName} ${c.number}`}
          secondaryText={(c) => c.examName}
          tertiaryText={() => <SelectField source="status" choices={CERT_STATUS_CHOICES} />}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="number" />
          <TextField source="holderName" sortable={false} />
          <SelectField source="kind" choices={CERT_KIND_CHOICES} sortable={false} />
          <TextField source="examName" sortable={false} />
          <NumberField source="score" emptyText="—" />
          <TimeField source="issuedAt" />
          <DayField source="expiresAt" emptyText="长期有效" />
          <SelectField source="status" choices={CERT_STATUS_CHOICES} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
