import { Datagrid, List, SelectInput, SimpleList, TextField, TextInput } from "react-admin";
import type { TalentRow } from "@/api/contract/zhaopin-admin";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { EDUCATION_CHOICES, POSITION_TYPE_CHOICES, WORK_YEARS_CHOICES } from "../../components/zhaopin-choices";

const filters = [
  <SelectInput key="positionType" source="positionType" choices={POSITION_TYPE_CHOICES} alwaysOn />,
  <SelectInput key="education" source="education" choices={EDUCATION_CHOICES.slice(1)} alwaysOn />,
  <SelectInput key="workYears" source="workYears" choices={WORK_YEARS_CHOICES.slice(1)} alwaysOn />,
  <TextInput key="province" source="province" />,
  <TextInput key="city" source="city" alwaysOn />,
];

/** What the CV's intentions ask for, in one line. */
const withTypes = (cv: TalentRow) => ({ ...cv, intentionTypes: [...new Set(cv.intentions.map((i) => i.positionType))].join("、") });

/** 人才库: public CVs only (the server's rule), by the position list's filters. */
export function TalentList() {
  const small = useSmallScreen();
  return (
    <List
      filters={filters}
      sort={{ field: "updatedAt", order: "DESC" }}
      exporter={false}
      queryOptions={{ select: (r) => ({ ...r, data: (r.data as TalentRow[]).map(withTypes) }) }}
    >
      {small ? (
        <SimpleList<TalentRow & { intentionTypes: string }>
          primaryText={(r) => r.chineseName}
          secondaryText={(r) => [r.education, r.workYears, r.city].filter(Boolean).join(" · ")}
          tertiaryText={(r) => r.intentionTypes}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="chineseName" sortable={false} />
          <TextField source="sex" sortable={false} emptyText="—" />
          <TextField source="age" />
          <TextField source="education" sortable={false} emptyText="—" />
          <TextField source="workYears" sortable={false} emptyText="—" />
          <TextField source="city" sortable={false} emptyText="—" />
          <TextField source="intentionTypes" sortable={false} emptyText="—" />
          <TextField source="jobStatus" sortable={false} emptyText="—" />
          <TimeField source="updatedAt" />
        </Datagrid>
      )}
    </List>
  );
}
