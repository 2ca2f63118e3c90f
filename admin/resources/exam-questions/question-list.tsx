import {
  AutocompleteInput,
  BooleanInput,
  ChipField,
  CreateButton,
  Datagrid,
  FilterButton,
  List,
  NumberField,
  ReferenceArrayField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  SingleFieldList,
  TextField,
  TextInput,
  TopToolbar,
} from "react-admin";
import type { ExamQuestionRow } from "@/api/contract/exam-questions-admin";
import { QUESTION_TYPE_LABELS } from "@/api/contract/online-exam";
import { SearchFilter } from "../../components/search-filter";
import { useSmallScreen } from "../../components/use-small-screen";
import { ImportButton } from "./import-dialog";
import { DIFFICULTY_CHOICES, DifficultyField, StateField, StemField, TagsField, TYPE_CHOICES, TypeField } from "./question-fields";

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={TYPE_CHOICES} alwaysOn />,
  <ReferenceInput key="examId" source="examId" reference="exams" alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <ReferenceInput key="courseId" source="courseId" reference="courses">
    <AutocompleteInput optionText="title" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <TextInput key="tag" source="tag" />,
  <SelectInput key="difficulty" source="difficulty" choices={DIFFICULTY_CHOICES} />,
  <BooleanInput key="retired" source="retired" />,
];

const actions = (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ImportButton />
  </TopToolbar>
);

/** 题库: the newest questions first, filtered by words of the stem, type, exam, course, tag, difficulty and 已停用. */
export function QuestionList() {
  const small = useSmallScreen();
  return (
    <List filters={filters} actions={actions} sort={{ field: "id", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<ExamQuestionRow>
          primaryText={(r) => r.stem}
          secondaryText={(r) => `${QUESTION_TYPE_LABELS[r.type]} · 难度 ${r.difficulty}${r.retired ? " · 已停用" : ""}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} sx={{ "& .RaDatagrid-headerCell": { whiteSpace: "nowrap" } }}>
          <TextField source="id" />
          <TypeField source="type" label="resources.exam-questions.fields.type" sortable />
          <StemField source="stem" label="resources.exam-questions.fields.stem" sortable={false} />
          <TagsField source="tags" label="resources.exam-questions.fields.tags" sortable={false} />
          <DifficultyField source="difficulty" label="resources.exam-questions.fields.difficulty" sortable />
          <ReferenceArrayField source="examIds" reference="exams" sortable={false}>
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
          <ReferenceArrayField source="courseIds" reference="courses" sortable={false}>
            <SingleFieldList linkType={false}>
              <ChipField source="title" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
          <NumberField source="usedCount" sortable={false} />
          <StateField source="retired" label="resources.exam-questions.fields.state" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
