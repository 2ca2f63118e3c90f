import { valibotResolver } from "@hookform/resolvers/valibot";
import { Alert } from "@mui/material";
import {
  AutocompleteArrayInput,
  BooleanInput,
  Edit,
  NumberInput,
  ReferenceArrayInput,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  useTranslate,
} from "react-admin";
import { PackOperatorSchema } from "@/api/contract/study-admin";

/** The interest options fetched at once (a few dozen); typing searches the api beyond them. */
const CHOICES = 200;

/** Saving only: packs are the learners' to delete. */
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** What operators set on a pack: 推荐, its interest tree and 完成奖励积分; the rest is the creator's. */
export function PackEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm resolver={valibotResolver(PackOperatorSchema)} toolbar={toolbar} warnWhenUnsavedChanges>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate("app.study.operator_only")}
        </Alert>
        <TextField source="title" variant="h6" />
        <BooleanInput source="recommended" />
        <ReferenceArrayInput source="treelist" reference="interest-options" sort={{ field: "cateId", order: "ASC" }} perPage={CHOICES}>
          <AutocompleteArrayInput optionText="title" fullWidth helperText="app.study.tree_help" />
        </ReferenceArrayInput>
        <NumberInput source="packScore" helperText="app.study.score_help" />
      </SimpleForm>
    </Edit>
  );
}
