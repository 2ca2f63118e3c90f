import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import {
  AutocompleteInput,
  Button,
  Form,
  RadioButtonGroupInput,
  ReferenceInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import type { EnterpriseApplicationRow } from "@/api/contract/account-admin";
import { EnterpriseRefuseSchema } from "@/api/contract/registration";
import { ReasonDialogButton } from "../../components/reason-dialog-button";
import { callApi } from "../../providers/http";

type Step = "approve" | "refuse";
type Choice = { mode: "existing" | "new"; companyId: number | null };

/** POSTs the decision, then says so and refreshes the page (the letter and SMS go out from the api). */
function useDecide(id: number, step: Step) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: object) => callApi("POST", `/enterprise-applications/${id}/${step}`, body),
    onSuccess: () => {
      notify(`app.enterprise_applications.${step}_done`, { type: "success" });
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
  });
}

/** The existing company to pick, shown while 使用已有公司 is chosen. */
function CompanyPick() {
  const mode = useWatch<Choice>({ name: "mode" });
  if (mode !== "existing") return null;
  return (
    <ReferenceInput source="companyId" reference="companies">
      <AutocompleteInput
        optionText="companyName"
        label="resources.enterprise-applications.fields.companyId"
        validate={(value: unknown) => (value ? undefined : "app.enterprise_applications.company_required")}
      />
    </ReferenceInput>
  );
}

/** 通过: the account acts for an existing company (the matching one offered first) or a new one of the applied name. */
function ApproveButton({ record }: { record: EnterpriseApplicationRow }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const run = useDecide(record.id, "approve");
  const defaults: Choice = { mode: record.companyNameMatched ? "existing" : "new", companyId: record.companyNameMatched };
  const choices = [
    { id: "existing", name: translate("app.enterprise_applications.use_existing") },
    { id: "new", name: translate("app.enterprise_applications.create_new", { name: record.companyName }) },
  ];
  const submit = (values: Record<string, unknown>) => {
    const { mode, companyId } = values as Choice;
    run.mutate({ companyId: mode === "existing" ? companyId : null }, { onSuccess: () => setOpen(false) });
  };
  return (
    <>
      <Button label="app.enterprise_applications.approve" onClick={() => setOpen(true)} disabled={run.isPending}>
        <CheckIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="approve-title">
        {/* Its own record: the application's (companyId still null) would override the defaults. */}
        <Form record={defaults} onSubmit={submit}>
          <DialogTitle id="approve-title">{translate("app.enterprise_applications.approve_title")}</DialogTitle>
          <DialogContent>
            <DialogContentText variant="body2">{translate("app.enterprise_applications.approve_help")}</DialogContentText>
            <RadioButtonGroupInput
              source="mode"
              label="app.enterprise_applications.company_choice"
              choices={choices}
              translateChoice={false}
              row={false}
            />
            <CompanyPick />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button label="app.enterprise_applications.approve" type="submit" variant="contained" disabled={run.isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** 不通过 with the reason the person reads in the letter. */
function RefuseButton({ record }: { record: EnterpriseApplicationRow }) {
  const run = useDecide(record.id, "refuse");
  return (
    <ReasonDialogButton
      label="app.enterprise_applications.refuse"
      icon={<CloseIcon />}
      title="app.enterprise_applications.refuse_title"
      help="app.enterprise_applications.refuse_help"
      fieldLabel="resources.enterprise-applications.fields.reason"
      schema={EnterpriseRefuseSchema}
      pending={run.isPending}
      onSubmit={(input, close) => run.mutate(input, { onSuccess: close })}
    />
  );
}

/** 通过 and 不通过 while the application waits; nothing once it is decided. */
export function DecisionActions() {
  const record = useRecordContext<EnterpriseApplicationRow>();
  return (
    <TopToolbar>
      {record?.status === "pending" && (
        <>
          <ApproveButton record={record} />
          <RefuseButton record={record} />
        </>
      )}
    </TopToolbar>
  );
}
