import {
  AutocompleteInput,
  Datagrid,
  FilterButton,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from "react-admin";
import type { ExamResultRow } from "@/api/contract/certification-admin";
import { SearchFilter } from "../../components/search-filter";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { ImportButton } from "./import-button";
import { ScoreButton } from "./score-button";
import { RESULT_STATUS_CHOICES } from "./status";

const actions = (
  <TopToolbar>
    <FilterButton />
    <ImportButton />
  </TopToolbar>
);

/** Booked attempts waiting for a score (the default), and the scored ones; scores go in one by one or by import. */
export function ResultList() {
  const small = useSmallScreen();
  const filters = [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={RESULT_STATUS_CHOICES} alwaysOn />,
    <ReferenceInput key="examId" source="examId" reference="exams">
      <AutocompleteInput optionText="name" sx={{ minWidth: 260 }} />
    </ReferenceInput>,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: "booked" }}
      sort={{ field: "bookedAt", order: "ASC" }}
      actions={actions}
      exporter={false}
    >
      {small ? (
        <SimpleList<ExamResultRow>
          primaryText={(r) => `${r.chineseName} ${r.phone}`}
          secondaryText={() => <ReferenceField source="examId" reference="exams" link={false} />}
          tertiaryText={(r) => (r.score === null ? <ScoreButton /> : `${r.score}`)}
          linkType={false}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="id" />
          <ReferenceField source="examId" reference="exams" link={false} sortable={false} />
          <TextField source="chineseName" sortable={false} />
          <TextField source="companyName" sortable={false} />
          <TextField source="phone" sortable={false} />
          <SelectField source="status" choices={RESULT_STATUS_CHOICES} sortable={false} />
          <NumberField source="score" emptyText="—" />
          <TimeField source="bookedAt" />
          <TimeField source="resultAt" emptyText="—" />
          <ScoreButton />
        </Datagrid>
      )}
    </List>
  );
}
