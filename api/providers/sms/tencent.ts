import type { SmsGatewayConfig } from "../../env-sms";
import { signTc3 } from "../tencent-cloud/tc3";
import { noticeContent } from "./gateway";
import type { SmsGateway } from "./types";

type Config = Extract<SmsGatewayConfig, { driver: "tencent" }>;
type Answer = {
  Response?: { SendStatusSet?: { Code: string; Message: string; SerialNo: string }[]; Error?: { Code: string; Message: string } };
};

/** Tencent Cloud SMS: SendSms (2021-01-11) signed with TC3-HMAC-SHA256; each number's status Code "Ok" with a SerialNo. */
export function tencentSms(config: Config): SmsGateway {
  const url = new URL(config.endpoint);
  return {
    name: "tencent",
    async send(m) {
      const body = JSON.stringify({
        PhoneNumberSet: [`${m.areaCode}${m.mobile}`],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: m.code ? config.templateCode : config.templateNotice,
        TemplateParamSet: [m.code ?? noticeContent(m.text)],
      });
      const headers = signTc3({
        host: url.host,
        service: "sms",
        action: "SendSms",
        version: "2021-01-11",
        region: config.region,
        body,
        secretId: config.secretId,
        secretKey: config.secretKey,
      });
      const res = await fetch(`${url.origin}/`, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
      const answer = (await res.json().catch(() => null)) as Answer | null;
      const status = answer?.Response?.SendStatusSet?.[0];
      if (status?.Code === "Ok") return { ok: true, id: status.SerialNo };
      const error = answer?.Response?.Error ?? status;
      return { ok: false, error: error ? `${error.Code} ${error.Message}` : `HTTP ${res.status}`, retry: res.status >= 500 };
    },
  };
}
