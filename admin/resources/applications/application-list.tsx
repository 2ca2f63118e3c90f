import DownloadIcon from "@mui/icons-material/Download";
import { Button as MuiButton } from "@mui/material";
import {
  AutocompleteInput,
  BooleanInput,
  Datagrid,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useListContext,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { ApplicationRow } from "@/api/contract/zhaopin-admin";
import { CandidateField, candidateFacts, hrTableSx } from "../../components/candidate-field";
import { CertificatesField, certificatesLine } from "../../components/cv-certificates";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { SOURCE_CHOICES, STAGE_CHOICES } from "../../components/zhaopin-choices";
import { API_URL } from "../../providers/http";
import { BulkStageButtons } from "./stage-buttons";
import { UnreadBadge } from "./unread-badge";

/** Headers on one line, the position wide enough for its name. */
const HR_TABLE_SX = hrTableSx({ "& .column-positionId": { minWidth: 120 } });

const filters = (placeholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} />,
  <SelectInput key="stage" source="stage" choices={STAGE_CHOICES} alwaysOn />,
  <SelectInput key="source" source="source" choices={SOURCE_CHOICES} alwaysOn />,
  <ReferenceInput key="positionId" source="positionId" reference="positions" alwaysOn>
    <AutocompleteInput optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <BooleanInput key="unread" source="unread" alwaysOn />,
];

/** The CSV of what the list shows (its stage, position and source filters). */
function ExportCsv() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const params = new URLSearchParams();
  for (const key of ["stage", "positionId", "source"]) if (filterValues[key]) params.set(key, String(filterValues[key]));
  return (
    <MuiButton size="small" startIcon={<DownloadIcon />} href={`${API_URL}/applications/export?${params}`} download>
      {translate("app.applications.export")}
    </MuiButton>
  );
}

const stageLabel = (stage: string) => STAGE_CHOICES.find((c) => c.id === stage)?.name ?? stage;

/** The row's unread messages from the candidate, beside their name. */
function RowUnread() {
  const record = useRecordContext<ApplicationRow>();
  return <UnreadBadge count={record?.unreadMessages ?? 0} />;
}

/** The inbox across positions (or one, by its filter): HR moves the selected ones at once. */
export function ApplicationList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const { canAccess: moves } = useCanAccess({ resource: "applications", action: "edit" });
  return (
    <List
      filters={filters(translate("resources.applications.fields.q"))}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
      actions={
        <TopToolbar>
          <ExportCsv />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<ApplicationRow>
          primaryText={(r) => (
            <>
              {`${r.candidateName || translate("app.cv.no_name")} · ${stageLabel(r.stage)}`}
              <UnreadBadge count={r.unreadMessages} />
            </>
          )}
          secondaryText={(r) => (
            <>
              {r.positionName}
              {r.certificates.length > 0 && <span style={{ display: "block" }}>{certificatesLine(r.certificates)}</span>}
            </>
          )}
          tertiaryText={(r) => candidateFacts(r)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" sx={HR_TABLE_SX} bulkActionButtons={moves ? <BulkStageButtons /> : false}>
          <TextField source="id" />
          <CandidateField
            source="candidateName"
            label="resources.applications.fields.candidateName"
            empty={translate("app.cv.no_name")}
            badge={<RowUnread />}
          />
          <ReferenceField source="positionId" reference="positions" link="show" sortable={false} />
          <CertificatesField source="certificates" sortable={false} />
          <SelectField source="stage" choices={STAGE_CHOICES} sx={{ whiteSpace: "nowrap" }} />
          <SelectField source="source" choices={SOURCE_CHOICES} sortable={false} sx={{ whiteSpace: "nowrap" }} />
          {/* Date and time may take two lines: with 来源 beside 状态 the table still fits 1280 px. */}
          <TimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
