import { writeFileSync } from "node:fs";
import { join } from "node:path";
import full from "libphonenumber-js/metadata.mobile.json";
import { AREA_CODES } from "@/api/contract/mobile";

/** The regions whose numbering plans the contract checks: each area code's, and Canada's beside the US under +1. */
export const PHONE_REGIONS = [...AREA_CODES.map((a) => a.region), "CA"];

/**
 * libphonenumber-js's mobile metadata cut down to our regions: the whole world's is about 30 KB brotli in the
 * portal's first download, ours a few. The shape is the library's own, for `libphonenumber-js/core`.
 */
export function phoneMetadata(regions: readonly string[] = PHONE_REGIONS) {
  const countries = Object.fromEntries(Object.entries(full.countries).filter(([region]) => regions.includes(region)));
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, list]) => [code, list.filter((region) => regions.includes(region))] as const)
      .filter(([, list]) => list.length > 0),
  );
  return { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}

export const PHONE_METADATA_FILE = join(import.meta.dir, "../api/contract/phone-metadata.json");

/** `bun scripts/phone-metadata.ts`: writes the cut-down metadata after libphonenumber-js or AREA_CODES change. */
if (import.meta.main) writeFileSync(PHONE_METADATA_FILE, `${JSON.stringify(phoneMetadata())}\n`);
