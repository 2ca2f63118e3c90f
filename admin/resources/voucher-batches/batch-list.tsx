import {
  AutocompleteInput,
  Datagrid,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TextField,
  useTranslate,
} from "react-admin";
import type { VoucherBatchRow } from "@/api/contract/certification-admin";
import { chinaDay } from "../../components/china-time";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** Voucher batches, newest first, by exam. */
export function VoucherBatchList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const filters = [
    <ReferenceInput key="examId" source="examId" reference="exams" alwaysOn>
      <AutocompleteInput optionText="name" />
    </ReferenceInput>,
    <SearchInput key="q" source="q" placeholder={translate("resources.voucher-batches.fields.q")} />,
  ];
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<VoucherBatchRow>
          primaryText={(b) => translate("app.voucher_batches.title", { id: b.id, count: b.count })}
          secondaryText={(b) => b.note}
          tertiaryText={(b) => chinaDay(b.createdAt)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="examId" reference="exams" link={false} />
          <NumberField source="count" />
          <TextField source="note" sortable={false} emptyText="—" />
          <ReferenceField source="createdBy" reference="users" link={false} emptyText="—" />
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
