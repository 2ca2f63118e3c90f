import { valibotResolver } from "@hookform/resolvers/valibot";
import BlockIcon from "@mui/icons-material/Block";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import { Box } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  AutocompleteInput,
  BooleanInput,
  Button,
  Confirm,
  Datagrid,
  Edit,
  EditButton,
  ImageField,
  List,
  SaveButton,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useGetIdentity,
  useGetList,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from "react-admin";
import { COMPANY_SIZES } from "@/api/contract/zhaopin";
import { type CompanyProfileRow, CompanyProfileSchema } from "@/api/contract/zhaopin-admin";
import { FileUploadButton, IMAGE_ACCEPT } from "../../components/file-upload-button";
import { RegionInputs } from "../../components/region-inputs";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { callApi } from "../../providers/http";

const SIZE_CHOICES = COMPANY_SIZES.map((name) => ({ id: name, name }));

const useOperator = () => {
  const { identity } = useGetIdentity();
  return { identity, operator: !!identity && (identity.roles as string[]).includes("operator") };
};

/** HR goes straight to its own company's page; operators list every company's profile. */
export function ProfileList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const { identity, operator } = useOperator();
  const redirect = useRedirect();
  const ownId = identity && !operator ? (identity.companyId as number | null) : null;
  useEffect(() => {
    if (ownId) redirect("show", "company-profiles", ownId, undefined, { _scrollToTop: true });
  }, [ownId, redirect]);
  if (!identity || ownId) return null;
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate("resources.company-profiles.fields.q")} />,
        <BooleanInput key="suspended" source="suspended" />,
      ]}
      sort={{ field: "companyName", order: "ASC" }}
      exporter={false}
    >
      {small ? (
        <SimpleList<CompanyProfileRow> primaryText={(r) => r.companyName} secondaryText={(r) => r.city} linkType="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="companyName" />
          <TextField source="industry" sortable={false} emptyText="—" />
          <TextField source="city" sortable={false} emptyText="—" />
          <TextField source="size" sortable={false} emptyText="—" />
          <TimeField source="suspendedAt" sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}

/** 暂停公司 / 恢复 (operators): the company's positions hidden and closed to applications meanwhile. */
function SuspendButton({ record }: { record: CompanyProfileRow }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const step = record.suspendedAt ? "lift" : "suspend";
  const { mutate, isPending } = useMutation({
    mutationFn: () => callApi("POST", `/company-profiles/${record.id}/${step}`, {}),
    onSuccess: () => {
      notify(`app.company_profiles.${step}_done`, { type: "success" });
      refresh();
    },
    onError: (err: Error) => notify(err.message, { type: "error" }),
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button label={`app.company_profiles.${step}`} onClick={() => setOpen(true)} color={step === "suspend" ? "error" : "primary"}>
        {step === "suspend" ? <BlockIcon /> : <LockOpenIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`app.company_profiles.${step}`}
        content={`app.company_profiles.${step}_content`}
        translateOptions={{ name: record.companyName }}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function ShowActions() {
  const record = useRecordContext<CompanyProfileRow>();
  const { operator } = useOperator();
  return (
    <TopToolbar>
      <EditButton />
      {operator && record && <SuspendButton record={record} />}
    </TopToolbar>
  );
}

/** The profile as the company's positions page shows it. */
export function ProfileShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="companyName" />
        <ImageField source="logo" emptyText="—" sx={{ "& img": { maxWidth: 160, maxHeight: 160, objectFit: "contain" } }} />
        <TextField source="industry" emptyText="—" />
        <TextField source="size" emptyText="—" />
        <TextField source="province" emptyText="—" />
        <TextField source="city" emptyText="—" />
        <TextField source="introduction" emptyText="—" sx={{ whiteSpace: "pre-wrap" }} />
        <TimeField source="suspendedAt" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

/** Industry choices: the training industries' names (what the profile stores). */
function IndustryInput() {
  const { data = [] } = useGetList<{ id: number; title: string }>("training-industries", {
    pagination: { page: 1, perPage: 100 },
    sort: { field: "sort", order: "ASC" },
  });
  return <AutocompleteInput source="industry" choices={data.map((i) => ({ id: i.title, name: i.title }))} sx={{ minWidth: 260 }} />;
}

/** HR edits the profile only: the name and main company stay the operators' (公司 resource). */
export function ProfileEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm
        resolver={valibotResolver(CompanyProfileSchema)}
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="companyName" readOnly />
        <Box sx={{ display: "flex", gap: 2, width: "100%", alignItems: "flex-start" }}>
          <TextInput source="logo" fullWidth helperText="app.company_profiles.logo_help" />
          <FileUploadButton
            source="logo"
            accept={IMAGE_ACCEPT}
            label="app.company_profiles.upload_logo"
            uploaded="app.company_profiles.logo_uploaded"
            path="/company-logos"
          />
        </Box>
        <ImageField source="logo" sx={{ "& img": { maxWidth: 120, maxHeight: 120, objectFit: "contain" } }} />
        <IndustryInput />
        <SelectInput source="size" choices={SIZE_CHOICES} />
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <RegionInputs />
        </Box>
        <TextInput source="introduction" multiline minRows={6} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
