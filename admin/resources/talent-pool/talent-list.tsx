import { useQuery } from "@tanstack/react-query";
import { BooleanInput, Datagrid, List, SelectInput, SimpleList, TextField, TextInput } from "react-admin";
import type { TalentRow } from "@/api/contract/zhaopin-admin";
import { TALENT_CERTIFICATE_EXAMS_PATH } from "@/api/contract/zhaopin-cv-certificates";
import { CandidateField, candidateFacts, hrTableSx } from "../../components/candidate-field";
import { CertificatesField, certificatesLine } from "../../components/cv-certificates";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { EDUCATION_CHOICES, POSITION_TYPE_CHOICES, WORK_YEARS_CHOICES } from "../../components/zhaopin-choices";
import { callApi } from "../../providers/http";

/** Headers on one line, the position wide enough for its name. */
const HR_TABLE_SX = hrTableSx({ "& .column-intentionTypes": { minWidth: 120 } });

/** The certificate filter's exams: those that have certificates (the server's list). */
function CertificateExamInput(props: { source: string; alwaysOn?: boolean }) {
  const { data } = useQuery({
    queryKey: ["talent-pool", "certificate-exams"],
    queryFn: () => callApi<{ data: string[] }>("GET", TALENT_CERTIFICATE_EXAMS_PATH),
  });
  return <SelectInput {...props} choices={(data?.data ?? []).map((name) => ({ id: name, name }))} sx={{ minWidth: 220 }} />;
}

const filters = [
  <SelectInput key="positionType" source="positionType" choices={POSITION_TYPE_CHOICES} alwaysOn />,
  <SelectInput key="education" source="education" choices={EDUCATION_CHOICES.slice(1)} alwaysOn />,
  <SelectInput key="workYears" source="workYears" choices={WORK_YEARS_CHOICES.slice(1)} alwaysOn />,
  <TextInput key="province" source="province" />,
  <TextInput key="city" source="city" alwaysOn />,
  <CertificateExamInput key="certificate.exam" source="certificate.exam" alwaysOn />,
  <BooleanInput key="certificate.validOnly" source="certificate.validOnly" alwaysOn sx={{ ml: 1 }} />,
];

/** What the CV's intentions ask for, in one line. */
const withTypes = (cv: TalentRow) => ({ ...cv, intentionTypes: [...new Set(cv.intentions.map((i) => i.positionType))].join("、") });

/** 人才库: public CVs only (the server's rule), by the position list's filters and the certificates a CV shows. */
export function TalentList() {
  const small = useSmallScreen();
  return (
    <List
      filters={filters}
      sort={{ field: "updatedAt", order: "DESC" }}
      exporter={false}
      queryOptions={{ select: (r) => ({ ...r, data: (r.data as TalentRow[]).map(withTypes) }) }}
    >
      {small ? (
        <SimpleList<TalentRow & { intentionTypes: string }>
          primaryText={(r) => r.chineseName}
          secondaryText={(r) => (
            <>
              {candidateFacts(r)}
              {r.certificates.length > 0 && <span style={{ display: "block" }}>{certificatesLine(r.certificates)}</span>}
            </>
          )}
          tertiaryText={(r) => r.intentionTypes}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" sx={HR_TABLE_SX} bulkActionButtons={false}>
          <CandidateField source="chineseName" label="resources.talent-pool.fields.chineseName" empty="—" />
          <TextField source="intentionTypes" sortable={false} emptyText="—" />
          <TextField source="jobStatus" sortable={false} emptyText="—" sx={{ whiteSpace: "nowrap" }} />
          <CertificatesField source="certificates" sortable={false} />
          <TimeField source="updatedAt" sx={{ whiteSpace: "nowrap" }} />
        </Datagrid>
      )}
    </List>
  );
}
