import type { SmsGatewayConfig } from "../../env-providers";
import { signAcs3 } from "../aliyun/acs3";
import { noticeContent } from "./gateway";
import type { SmsGateway } from "./types";

type Config = Extract<SmsGatewayConfig, { driver: "aliyun" }>;

/** Mainland numbers go bare; others with their country code, as Aliyun's PhoneNumbers wants them. */
const phoneNumber = (areaCode: string, mobile: string) => (areaCode === "+86" ? mobile : `${areaCode.slice(1)}${mobile}`);

/** Alibaba Cloud SMS: SendSms (2017-05-25) signed with ACS3-HMAC-SHA256; success is Code "OK" with a BizId. */
export function aliyunSms(config: Config): SmsGateway {
  const url = new URL(config.endpoint);
  return {
    name: "aliyun",
    async send(m) {
      const { query, headers } = signAcs3({
        host: url.host,
        action: "SendSms",
        version: "2017-05-25",
        accessKeyId: config.accessKeyId,
        accessKeySecret: config.accessKeySecret,
        query: {
          PhoneNumbers: phoneNumber(m.areaCode, m.mobile),
          SignName: config.signName,
          TemplateCode: m.code ? config.templateCode : config.templateNotice,
          TemplateParam: JSON.stringify(m.code ? { code: m.code } : { content: noticeContent(m.text) }),
        },
      });
      const res = await fetch(`${url.origin}/?${query}`, { method: "POST", headers, signal: AbortSignal.timeout(10_000) });
      const body = (await res.json().catch(() => null)) as { Code?: string; Message?: string; BizId?: string } | null;
      if (body?.Code === "OK") return { ok: true, id: body.BizId ?? "" };
      return { ok: false, error: `${body?.Code ?? `HTTP ${res.status}`} ${body?.Message ?? ""}`.trim(), retry: res.status >= 500 };
    },
  };
}
