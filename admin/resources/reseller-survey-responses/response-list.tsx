import DownloadIcon from "@mui/icons-material/Download";
import { Button as MuiButton } from "@mui/material";
import { Datagrid, DateField, List, SimpleList, TextField, TopToolbar, useTranslate } from "react-admin";
import type { SurveyResponseRow } from "@/api/contract/reseller-survey-admin";
import { MobileField } from "../../components/mobile-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { API_URL } from "../../providers/http";

/** 导出 CSV: every response, one column a question (GET …/export). */
function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <MuiButton size="small" startIcon={<DownloadIcon />} href={`${API_URL}/reseller-survey-responses/export`} download>
        {translate("app.reseller_survey.export")}
      </MuiButton>
    </TopToolbar>
  );
}

export function SurveyResponseList() {
  const small = useSmallScreen();
  return (
    <List actions={<Actions />} sort={{ field: "updatedAt", order: "DESC" }} exporter={false}>
      {small ? (
        <SimpleList<SurveyResponseRow>
          primaryText={(r) => r.chineseName || r.mobile}
          secondaryText={(r) => r.resellerName}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="chineseName" sortable={false} emptyText="—" />
          <MobileField source="mobile" sortable={false} />
          <TextField source="resellerName" sortable={false} emptyText="—" />
          <DateField source="updatedAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}
