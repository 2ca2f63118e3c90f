import {
  AutocompleteInput,
  BooleanInput,
  CreateButton,
  Datagrid,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useGetIdentity,
  useTranslate,
} from "react-admin";
import type { PositionRow } from "@/api/contract/zhaopin-admin";
import { TimeField } from "../../components/time-field";
import { useSmallScreen } from "../../components/use-small-screen";
import { POSITION_STATUS_CHOICES, POSITION_TYPE_CHOICES, salaryText } from "../../components/zhaopin-choices";
import { PositionStatusField, SalaryField } from "./position-fields";

function filters(placeholder: string, operator: boolean) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} />,
    <SelectInput key="status" source="status" choices={POSITION_STATUS_CHOICES} alwaysOn />,
    <SelectInput key="positionType" source="positionType" choices={POSITION_TYPE_CHOICES} />,
    <BooleanInput key="suspended" source="suspended" />,
    ...(operator
      ? [
          <ReferenceInput key="companyId" source="companyId" reference="companies">
            <AutocompleteInput optionText="companyName" />
          </ReferenceInput>,
        ]
      : []),
  ];
}

/** HR's positions (its company's only, the server's rule), or every company's for an operator. */
export function PositionList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const operator = !!identity && (identity.roles as string[]).includes("operator");
  return (
    <List
      filters={filters(translate("resources.positions.fields.q"), operator)}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          {!operator && <CreateButton />}
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<PositionRow>
          primaryText={(r) => r.name}
          secondaryText={(r) => `${r.city} · ${salaryText(r)}`}
          tertiaryText={() => <PositionStatusField />}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          {operator && <ReferenceField source="companyId" reference="companies" link={false} sortable={false} />}
          <TextField source="positionType" sortable={false} />
          <TextField source="city" sortable={false} />
          <SalaryField source="salaryMin" label="resources.positions.fields.salary" sortable={false} />
          <PositionStatusField source="status" label="resources.positions.fields.status" sortable={false} />
          <TimeField source="publishedAt" emptyText="—" />
          <TimeField source="expiresAt" emptyText="—" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
