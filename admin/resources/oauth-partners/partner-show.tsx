import { BooleanField, DateField, Show, SimpleShowLayout, TextField } from "react-admin";
import type { IssuedSecret } from "@/api/contract/partner-login-admin";
import { IssueOnceActions } from "../../components/issue-once-button";

export function PartnerShow() {
  return (
    <Show
      actions={
        <IssueOnceActions
          messages="oauth_partners"
          step="secret"
          show={(a: IssuedSecret) => `${a.secret}\n\n${window.location.origin}/user/oauthlogin?stamp={stamp}&sign={sign}`}
        />
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="redirectUrl" />
        <BooleanField source="enabled" />
        <BooleanField source="hasSecret" />
        <DateField source="secretIssuedAt" showTime emptyText="—" />
        <DateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
