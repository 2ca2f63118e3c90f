import {
  ArrayField,
  Datagrid,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
} from "react-admin";
import { CERT_STATUS_TEXT } from "@/api/contract/certificate";
import { textChoicesOf } from "../../components/choices";
import { TimeField } from "../../components/time-field";
import { RemoveEmployeeButton } from "./employee-actions";

const CERT_STATUS_CHOICES = textChoicesOf(CERT_STATUS_TEXT);
const RESULT_STATUS = [
  { id: "passed", name: "通过" },
  { id: "failed", name: "未通过" },
];

function Actions() {
  const { canAccess } = useCanAccess({ resource: "company-employees", action: "edit" });
  return <TopToolbar>{canAccess && <RemoveEmployeeButton />}</TopToolbar>;
}

/** One certified employee: name, masked mobile, binding, certificates and exam results; never an ID number. */
export function EmployeeShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="chineseName" emptyText="—" />
        <TextField source="mobile" />
        <ReferenceField source="companyId" reference="companies" link={false} />
        <TextField source="employeeId" emptyText="—" />
        <TimeField source="boundAt" emptyText="—" />
        <ArrayField source="certificates">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
            <TextField source="number" />
            <TextField source="examName" />
            <NumberField source="score" />
            <SelectField source="status" choices={CERT_STATUS_CHOICES} />
            <TimeField source="issuedAt" />
            <TimeField source="expiresAt" emptyText="—" />
          </Datagrid>
        </ArrayField>
        <ArrayField source="results">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
            <TextField source="examName" />
            <NumberField source="score" emptyText="—" />
            <SelectField source="status" choices={RESULT_STATUS} />
            <TimeField source="resultAt" emptyText="—" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
