import { Datagrid, List, SearchInput, SimpleList, TextField, TopToolbar, useCanAccess, useTranslate } from "react-admin";
import type { CompanyEmployeeRow } from "@/api/contract/zhaopin-admin";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { InviteButton } from "./employee-actions";

const count = (r: CompanyEmployeeRow) => ({ ...r, certificateCount: r.certificates.length, resultCount: r.results.length });

/** 认证员工: the company's people (masked), with how many certificates and results each holds; HR invites by mobile. */
export function EmployeeList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const { canAccess: invites } = useCanAccess({ resource: "company-employees", action: "create" });
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate("resources.company-employees.fields.q")} />]}
      sort={{ field: "chineseName", order: "ASC" }}
      exporter={false}
      actions={<TopToolbar>{invites && <InviteButton />}</TopToolbar>}
      queryOptions={{ select: (r) => ({ ...r, data: (r.data as CompanyEmployeeRow[]).map(count) }) }}
    >
      {small ? (
        <SimpleList<CompanyEmployeeRow & { certificateCount: number }>
          primaryText={(r) => `${r.chineseName || translate("app.users.no_name")} ${r.mobile}`}
          secondaryText={(r) => translate("app.employees.certificate_count", { n: r.certificateCount })}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="chineseName" emptyText="—" />
          <TextField source="mobile" sortable={false} />
          <TextField source="employeeId" sortable={false} emptyText="—" />
          <TextField source="certificateCount" sortable={false} />
          <TextField source="resultCount" sortable={false} />
          <TimeField source="boundAt" sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
