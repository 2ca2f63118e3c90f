import { valibotResolver } from "@hookform/resolvers/valibot";
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DateTimeInput,
  Edit,
  NumberInput,
  ReferenceInput,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
} from "react-admin";
import { TrainingFormSchema } from "@/api/contract/training-admin";
import { ColumnTypeInput } from "../../components/column-type-input";
import { LecturersInput } from "../../components/lecturers-input";
import { CatalogueInputs } from "./catalogue-inputs";

/** New sessions start published, open to all, without approval or a cap. */
const defaults = {
  published: true,
  isApprove: false,
  directed: false,
  capacity: null,
  lecturers: [],
  industryIds: [],
  tagIds: [],
  columnType: 0,
  modulesId: 0,
  specialColumnId: 0,
};
const URL_HELP = "app.trainings.url_help";

function TrainingForm() {
  return (
    // Five tabs outgrow a phone: they scroll rather than widen the page (width 0 keeps them out of its sizing).
    <TabbedForm
      resolver={valibotResolver(TrainingFormSchema)}
      defaultValues={defaults}
      warnWhenUnsavedChanges
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" sx={{ width: 0, minWidth: "100%" }} />}
    >
      <TabbedForm.Tab label="app.trainings.tab_basic">
        <TextInput source="title" fullWidth />
        <ReferenceInput source="categoryId" reference="training-categories" sort={{ field: "sort", order: "ASC" }}>
          <AutocompleteInput optionText="name" sx={{ minWidth: 260 }} />
        </ReferenceInput>
        <CatalogueInputs />
        <DateTimeInput source="startAt" />
        <DateTimeInput source="endAt" />
        <TextInput source="cover" fullWidth helperText={URL_HELP} />
        <TextInput source="descripts" multiline minRows={4} fullWidth />
        <BooleanInput source="published" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.trainings.tab_lecturers">
        <LecturersInput urlHelp={URL_HELP} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.trainings.tab_signup">
        <BooleanInput source="isApprove" />
        <BooleanInput source="directed" helperText="app.trainings.directed_help" />
        <NumberInput source="capacity" helperText="app.trainings.capacity_help" />
        <TextInput source="qrcode" fullWidth helperText={URL_HELP} />
        <TextInput source="siYuQrText" fullWidth />
        <TextInput source="detailButton.auditText" fullWidth />
        <TextInput source="detailButton.auditQrCode" fullWidth helperText={URL_HELP} />
        <TextInput source="detailButton.auditQrCodeText" fullWidth />
        <TextInput source="detailButton.successText" fullWidth />
        <TextInput source="detailButton.successQrCode" fullWidth helperText={URL_HELP} />
        <TextInput source="detailButton.successQrCodeText" fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.trainings.tab_links">
        <TextInput source="joinUrl" fullWidth helperText={URL_HELP} />
        <TextInput source="dbUrl" fullWidth helperText={URL_HELP} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.trainings.tab_home">
        <ColumnTypeInput />
        <NumberInput source="modulesId" />
        <NumberInput source="specialColumnId" />
        <BooleanInput source="isHot" />
        <BooleanInput source="isFeatured" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

export function TrainingCreate() {
  return (
    <Create redirect="show">
      <TrainingForm />
    </Create>
  );
}

export function TrainingEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <TrainingForm />
    </Edit>
  );
}
