import { Typography } from "@mui/material";
import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DeleteButton,
  List,
  ReferenceField,
  ReferenceInput,
  SimpleList,
  TopToolbar,
  usePermissions,
  useTranslate,
} from "react-admin";
import type { SponsoredExamRow } from "@/api/contract/exam-fee-refunds-admin";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";

/** What the list is for, above it: who may then ask for the fee back. */
function Help() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
      {translate("app.sponsored_exams.help")}
    </Typography>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="app.sponsored_exams.add" />
    </TopToolbar>
  );
}

/** 报销考试: HR's own company's sponsored exams (an operator sees every company's, with its name), removed one by one. */
export function SponsoredExamList() {
  const small = useSmallScreen();
  const operator = usePermissions<string[]>().permissions?.includes("operator") ?? false;
  const filters = operator
    ? [
        <ReferenceInput key="companyId" source="companyId" reference="companies" alwaysOn>
          <AutocompleteInput optionText="companyName" />
        </ReferenceInput>,
      ]
    : undefined;
  const remove = (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle="app.sponsored_exams.remove_title"
      confirmContent="app.sponsored_exams.remove_content"
    />
  );
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: "createdAt", order: "DESC" }} exporter={false} empty={false}>
      <Help />
      {small ? (
        <SimpleList<SponsoredExamRow>
          primaryText={() => <ReferenceField source="examId" reference="exam-names" link={false} />}
          secondaryText={() => (operator ? <ReferenceField source="companyId" reference="companies" link={false} /> : null)}
          tertiaryText={() => remove}
          linkType={false}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <ReferenceField source="examId" reference="exam-names" link={false} sortable={false} />
          {operator && <ReferenceField source="companyId" reference="companies" link={false} sortable={false} />}
          <TimeField source="createdAt" />
          {remove}
        </Datagrid>
      )}
    </List>
  );
}
