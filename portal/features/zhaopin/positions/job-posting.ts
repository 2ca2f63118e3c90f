import { beijingInstant } from "@/api/contract/beijing-time";
import type { PositionDetailAnswer } from "@/api/contract/zhaopin-positions";

/** schema.org employmentType of our work styles. */
const EMPLOYMENT: Record<string, string> = { 全职: "FULL_TIME", 兼职: "PART_TIME" };

/** A day as schema.org wants it (ISO 8601). */
const isoOf = (text: string | null) => (text ? new Date(beijingInstant(text)).toISOString() : undefined);

/**
 * The position as a schema.org JobPosting (what search engines read for job listings): title, description, dates,
 * employment type, the hiring company, the place with its address, and the monthly pay in CNY when one is given.
 */
export function jobPosting({ position: p, company }: PositionDetailAnswer, origin: string) {
  const salary =
    p.salaryMax > 0
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "CNY",
            value: { "@type": "QuantitativeValue", minValue: p.salaryMin, maxValue: p.salaryMax, unitText: "MONTH" },
          },
        }
      : {};
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: p.name,
    description: (p.description || p.name).replace(/\n/g, "<br>"),
    datePosted: isoOf(p.publishedAt),
    validThrough: isoOf(p.expiresAt),
    employmentType: EMPLOYMENT[p.workStyle] ?? "FULL_TIME",
    hiringOrganization: {
      "@type": "Organization",
      name: company.companyName,
      sameAs: new URL(`/ZhaoPin/Company?id=${company.id}`, origin).href,
      ...(company.logo ? { logo: new URL(company.logo, origin).href } : {}),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: p.address || undefined,
        addressLocality: p.city,
        addressRegion: p.province,
        addressCountry: "CN",
      },
    },
    ...salary,
    ...(p.education && p.education !== "不限" ? { educationRequirements: p.education } : {}),
    directApply: true,
    url: new URL(`/ZhaoPin/Detail/${p.id}`, origin).href,
  };
}

/** JSON for a <script type="application/ld+json"> data block: "<" escaped so no text can close the element. */
export const ldJson = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
