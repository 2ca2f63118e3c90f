import { SelectField, SelectInput } from "react-admin";

/** The learning pages' columns (spec 001: columnType 1 product, 2 industry, 3 agency, 4 hot topic, 5 course center). */
const COLUMN_CHOICES = [
  { id: 0, name: "不放入栏目" },
  { id: 1, name: "产品" },
  { id: 2, name: "行业" },
  { id: 3, name: "代理商" },
  { id: 4, name: "热点专题" },
  { id: 5, name: "课程中心" },
];

/** Which learning column a course or live session is listed under (/Learning/List?columnType=); also a list filter. */
export function ColumnTypeInput(props: { alwaysOn?: boolean }) {
  return <SelectInput source="columnType" choices={COLUMN_CHOICES} sx={{ minWidth: 220 }} {...props} />;
}

/** The column by its name in lists and detail pages. */
export function ColumnTypeField(props: { sortable?: boolean }) {
  return <SelectField source="columnType" choices={COLUMN_CHOICES} {...props} />;
}
