import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  List,
  NumberField,
  ReferenceInput,
  SimpleList,
  TextField,
} from "react-admin";
import type { CoursePackRow } from "@/api/contract/study-admin";
import { MaskedPersonField } from "../../components/masked-person-field";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <BooleanInput key="recommended" source="recommended" alwaysOn />,
  <BooleanInput key="hidden" source="hidden" />,
  <BooleanInput key="deleted" source="deleted" />,
  <ReferenceInput key="creatorId" source="creatorId" reference="users">
    <AutocompleteInput optionText="chineseName" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

/** Every learner's packs, newest first, with their creator, courses, joins and reviews. */
export function PackList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} sort={{ field: "createdAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<CoursePackRow>
          primaryText={(p) => p.title}
          secondaryText={(p) => `${p.creatorName} · ${p.courseNum} 门课程 · ${p.joinNum} 人加入`}
          tertiaryText={(p) => (p.packScore ? `${p.packScore} 积分` : "")}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="title" />
          <MaskedPersonField source="creatorName" sortable={false} />
          <NumberField source="courseNum" sortable={false} />
          <NumberField source="joinNum" sortable={false} />
          <NumberField source="replyNum" sortable={false} />
          <BooleanField source="shared" sortable={false} FalseIcon={null} />
          <BooleanField source="recommended" sortable={false} FalseIcon={null} />
          <NumberField source="packScore" />
          <BooleanField source="hidden" sortable={false} FalseIcon={null} />
          <BooleanField source="deleted" sortable={false} FalseIcon={null} />
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
