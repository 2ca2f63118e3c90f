import {
  Datagrid,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
} from "react-admin";
import { DayField, TimeField } from "../../components/time-field";
import { CertificateQr } from "./certificate-qr";
import { RevokeButton } from "./revoke-button";
import { CERT_KIND_CHOICES, CERT_STATUS_CHOICES, VERIFY_WAY_CHOICES } from "./status";

/**
 * One certificate: what it states, its QR code and verification log, and revoking it. The api leaves out what an
 * enterprise account may not see (ID number, code, log), so the fields below simply stay empty for it.
 */
export function CertificateShow() {
  const { canAccess: operator } = useCanAccess({ resource: "certificates", action: "edit" });
  return (
    <Show actions={<TopToolbar>{operator && <RevokeButton />}</TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="number" />
        <TextField source="holderName" />
        <SelectField source="kind" choices={CERT_KIND_CHOICES} />
        <TextField source="examName" />
        <NumberField source="score" emptyText="—" />
        <TimeField source="issuedAt" />
        <DayField source="expiresAt" emptyText="长期有效" />
        <SelectField source="status" choices={CERT_STATUS_CHOICES} />
        {operator && <TextField source="revokeReason" emptyText="—" />}
        {operator && <TextField source="code" />}
        {operator && <TextField source="idCard" />}
        {operator && (
          <Labeled label="app.certificates.qr" fullWidth>
            <CertificateQr />
          </Labeled>
        )}
        {operator && (
          <Labeled label="app.certificates.log" fullWidth>
            <ReferenceManyField
              reference="certificate-verifications"
              target="certificateId"
              sort={{ field: "at", order: "DESC" }}
              perPage={20}
              pagination={<Pagination />}
            >
              <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
                <TimeField source="at" />
                <SelectField source="how" choices={VERIFY_WAY_CHOICES} sortable={false} />
                <TextField source="ip" sortable={false} />
              </Datagrid>
            </ReferenceManyField>
          </Labeled>
        )}
      </SimpleShowLayout>
    </Show>
  );
}
