import { expect } from "bun:test";
import type { Page } from "playwright-core";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { adminApi } from "./admin";
import { baseUrl } from "./browser";

/** A portal call that must succeed: its answer's data. */
export function okCall(client: TestClient) {
  return async (path: string, body: Record<string, unknown> = {}) => {
    const res = await client.call<any>(path, body);
    expect({ path, code: res.code, msg: res.msg }).toEqual({ path, code: 0, msg: res.msg });
    return res.data;
  };
}

export type CvParts = { base: Record<string, unknown>; work: Record<string, unknown>; education: Record<string, unknown> };

/**
 * A complete CV written through the portal's own calls (its pages are zhaopin-cv.e2e.ts's): the base info, one work,
 * one education, and the job intention 运营 in 深圳市 at 8-12K.
 */
export async function writeCompleteCv(client: TestClient, cv: CvParts) {
  const ok = okCall(client);
  await ok("ZhaoPin/SetMyCV", { province: "广东省", city: "深圳市", education: "本科", workStyle: "全职", jobStatus: 4, ...cv.base });
  await ok("ZhaoPin/SetMyCVWork", { list: [{ id: 0, endTime: "", salary: "8-12K", ...cv.work }] });
  await ok("ZhaoPin/SetMyCVPosition", {
    list: [{ id: 0, positionType: "运营", salaryRange: "8-12K", education: "本科", province: "广东省", city: "深圳市" }],
  });
  await ok("ZhaoPin/SetMyCVEducation", { list: [{ id: 0, education: "本科", ...cv.education }] });
}

type NewPosition = { name: string; province: string; city: string; description: string; salaryMin: number; salaryMax: number };

/** HR, signed in to the back office on `page`, posts a 运营 position and publishes it (its screens are zhaopin-hiring's); its id. */
export async function publishedPosition(page: Page, position: NewPosition) {
  const made = await adminApi<{ id: number }>(page, "POST", "/positions", { positionType: "运营", ...position });
  expect(made.status).toBe(201);
  expect((await adminApi(page, "POST", `/positions/${made.json.id}/publish`, {})).status).toBe(200);
  return made.json.id;
}

/** A person signed in through the portal's calls, from an address of their own, with a complete CV; the client. */
export async function candidateWithCv(mobile: string, ip: string, cv: CvParts) {
  const client = testClient(baseUrl, { ip });
  expect((await signIn(client, baseUrl, mobile)).code).toBe(0);
  await writeCompleteCv(client, cv);
  return client;
}

/** The candidate sends the CV to the position (SendCV, as the detail page does); the session's cookies and the application. */
export async function applyTo(client: TestClient, positionId: number) {
  const ok = okCall(client);
  const detail = await ok("ZhaoPin/PositionDetail", { id: positionId });
  const applied = await ok("ZhaoPin/SendCV", { companyId: detail.company.id, positionId, cvId: detail.cvId });
  return { cookies: client.cookies, applicationId: applied.id as number };
}
