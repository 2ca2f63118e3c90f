import { downloadCSV, type Exporter, type FetchRelatedRecords, type RaRecord } from "react-admin";
import { chinaTime } from "@/api/contract/beijing-time";
import { phoneCell, toCsv, typed } from "@/api/contract/csv";
import { i18nProvider } from "../providers/i18n";

/** How a list's export writes one field. */
export type CsvColumn =
  /** What a person typed, defused (typed()). */
  | "text"
  /** An id or a count, as a plain number. */
  | "number"
  /** China time. */
  | "time"
  /** The number with the record's areaCode, kept text (phoneCell()). */
  | "phone"
  /** 是 or 否. */
  | "flag"
  /** A code, or a list of codes, in words. */
  | { labels: Record<string, string> }
  /** The record it points to in another resource, by that record's field `text`. */
  | { reference: string; text: string };

/** A list's export columns by source, in order; each header is the field's label (resources.<resource>.fields.<source>). */
export type CsvColumns = Record<string, CsvColumn>;

/** The other resources' records a list's reference columns point to, by source, then by id. */
type Related = Record<string, Record<string, RaRecord>>;

const translate = (key: string) => i18nProvider.translate(key);

function cellOf(record: RaRecord, source: string, column: CsvColumn, related: Related) {
  const value = record[source];
  if (value === null || value === undefined || value === "") return "";
  if (column === "number") return typeof value === "number" ? String(value) : typed(String(value));
  if (column === "time") return chinaTime(value);
  if (column === "phone") return phoneCell(record.areaCode, String(value));
  if (column === "flag") return translate(value ? "ra.boolean.true" : "ra.boolean.false");
  if (column === "text") return typed(String(value));
  if ("labels" in column) {
    const codes: string[] = [value].flat();
    return typed(codes.map((code) => column.labels[code] ?? code).join("、"));
  }
  return typed(String(related[source]?.[value]?.[column.text] ?? value));
}

/** The records as the back office's CSV: the same file the server's exports write (api/contract/csv.ts). */
export function recordsCsv(resource: string, records: RaRecord[], columns: CsvColumns, related: Related = {}) {
  const fields = Object.entries(columns);
  const header = fields.map(([source]) => translate(`resources.${resource}.fields.${source}`));
  const lines = records.map((record) => fields.map(([source, column]) => cellOf(record, source, column, related)));
  return toCsv([header, ...lines]);
}

async function relatedRecords(records: RaRecord[], columns: CsvColumns, fetchRelated: FetchRelatedRecords): Promise<Related> {
  const references = Object.entries(columns).flatMap(([source, column]) =>
    typeof column === "object" && "reference" in column ? [{ source, resource: column.reference }] : [],
  );
  const fetched = await Promise.all(references.map(async (r) => [r.source, await fetchRelated(records, r.source, r.resource)] as const));
  return Object.fromEntries(fetched);
}

/**
 * Every list that exports uses this instead of react-admin's default, which writes cells unescaped (a name "=1+2"
 * would reach the operator's spreadsheet as a formula) and phone numbers Excel misreads. Downloads <resource>.csv.
 */
export function csvExporter(columns: CsvColumns): Exporter {
  return async (records, fetchRelated, _dataProvider, resource = "export") => {
    downloadCSV(recordsCsv(resource, records, columns, await relatedRecords(records, columns, fetchRelated)), resource);
  };
}
