import { Alert, Box, Stack } from "@mui/material";
import {
  Datagrid,
  DeleteButton,
  FilterForm,
  Pagination,
  ReferenceManyField,
  SearchInput,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { TrainingInviteRow, TrainingRow } from "@/api/contract/training-admin";
import { MobileField } from "../../components/mobile-field";
import { InviteAdd } from "./invite-add";
import { InviteImport } from "./invite-import";

/** Removes one number after a confirmation naming it. */
function InviteDeleteButton() {
  const invite = useRecordContext<TrainingInviteRow>();
  if (!invite) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="app.invites.delete_title"
      confirmContent="app.invites.delete_content"
      contentTranslateOptions={{ mobile: `${invite.areaCode} ${invite.mobile}` }}
    />
  );
}

/**
 * The session's invite list (a tab of its page): who may sign up while it is directed. One number is added by hand,
 * many by CSV; a number is found by its digits and removed from its row.
 */
export function InviteList() {
  const training = useRecordContext<TrainingRow>();
  const translate = useTranslate();
  if (!training) return null;
  const search = [<SearchInput key="q" source="q" alwaysOn placeholder={translate("resources.training-invites.fields.q")} />];
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Alert severity={training.directed ? "info" : "warning"}>
        {translate(training.directed ? "app.invites.help_directed" : "app.invites.help_open")}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "flex-start", flexWrap: "wrap" }}>
        <InviteAdd trainingId={training.id} />
        <Box sx={{ pt: 1.5 }}>
          <InviteImport trainingId={training.id} />
        </Box>
      </Stack>
      <ReferenceManyField
        reference="training-invites"
        target="trainingId"
        sort={{ field: "id", order: "DESC" }}
        perPage={25}
        pagination={<Pagination />}
      >
        <FilterForm filters={search} />
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
          <MobileField source="mobile" label="resources.training-invites.fields.mobile" sortable={false} />
          <InviteDeleteButton />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  );
}
