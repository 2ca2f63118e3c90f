import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
} from "react-admin";
import type { GradeQuestionRow } from "@/api/contract/grading-admin";
import { useSmallScreen } from "../../components/use-small-screen";

const filters = [
  <ReferenceInput key="trainingId" source="trainingId" reference="trainings" alwaysOn>
    <AutocompleteInput optionText="title" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SearchInput key="q" source="q" alwaysOn />,
];

/** 评分问题: each live session's grading questions in order; one already answered cannot be deleted. */
export function GradeQuestionList() {
  const small = useSmallScreen();
  return (
    <List
      filters={filters}
      sort={{ field: "sort", order: "ASC" }}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<GradeQuestionRow>
          primaryText={(r) => r.title}
          secondaryText={() => <ReferenceField source="trainingId" reference="trainings" link={false} />}
          tertiaryText={(r) => `${r.lecturer || "整场课程"} · ${r.answered} 份作答`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <ReferenceField source="trainingId" reference="trainings" link={false} />
          <TextField source="title" sortable={false} />
          <TextField source="lecturer" sortable={false} emptyText="整场课程" />
          <FunctionField<GradeQuestionRow> source="items" sortable={false} render={(r) => r.items.join(" / ")} />
          <NumberField source="sort" />
          <NumberField source="answered" sortable={false} />
          <EditButton />
          <FunctionField<GradeQuestionRow> render={(r) => (r.answered ? null : <DeleteWithConfirmButton mutationMode="pessimistic" />)} />
        </Datagrid>
      )}
    </List>
  );
}
