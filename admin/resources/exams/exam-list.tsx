import { BooleanField, BooleanInput, Datagrid, List, NumberField, SearchInput, SimpleList, TextField } from "react-admin";
import type { ExamRow } from "@/api/contract/exams-admin";
import { useSmallScreen } from "../../components/use-small-screen";

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="published" source="published" />,
  <BooleanInput key="isVideo" source="isVideo" />,
];

const feeText = (fee: number) => (fee === 0 ? "免费" : `¥${fee.toFixed(2)}`);

/** Certification exams in the portal's order (sort). */
export function ExamList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "sort", order: "ASC" }} exporter={false}>
      {small ? (
        <SimpleList<ExamRow>
          primaryText={(e) => e.name}
          secondaryText={(e) => e.series}
          tertiaryText={(e) => feeText(e.fee)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="series" />
          <NumberField source="fee" options={{ style: "currency", currency: "CNY" }} />
          <BooleanField source="isVideo" />
          <NumberField source="cnt" />
          <NumberField source="monthlyLimit" />
          <BooleanField source="published" />
          <NumberField source="sort" />
        </Datagrid>
      )}
    </List>
  );
}
