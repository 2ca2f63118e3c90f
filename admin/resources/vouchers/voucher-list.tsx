import {
  AutocompleteInput,
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SimpleList,
  TextField,
  useTranslate,
} from "react-admin";
import type { VoucherRow } from "@/api/contract/certification-admin";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** Every code of every batch: look one up, or see which are used. */
export function VoucherList() {
  const translate = useTranslate();
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <ReferenceInput key="examId" source="examId" reference="exams">
      <AutocompleteInput optionText="name" />
    </ReferenceInput>,
    <NullableBooleanInput key="used" source="used" />,
  ];
  return (
    <List filters={filters} sort={{ field: "code", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<VoucherRow>
          primaryText={(v) => v.code}
          secondaryText={(v) => translate(v.used ? "app.vouchers.used" : "app.vouchers.unused")}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="code" sx={{ fontFamily: "monospace" }} />
          <ReferenceField source="batchId" reference="voucher-batches" link="show" sortable={false} />
          <ReferenceField source="examId" reference="exams" link={false} sortable={false} />
          <BooleanField source="used" sortable={false} />
          <ReferenceField source="usedBy" reference="users" link="show" emptyText="—" sortable={false} />
          <TimeField source="usedAt" emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
