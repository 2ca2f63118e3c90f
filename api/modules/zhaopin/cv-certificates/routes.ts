import { CV_CERT_MSG, zhaopinGetMyCvCertificatesCall, zhaopinSetMyCvCertificateCall } from "@/api/contract/zhaopin-cv-certificates";
import { loginCall, reply } from "../../../protocol/call";
import { myCvCertificates, setMyCvCertificate } from "./service";

/** 已验证证书 on my CV: the signed-in person's own certificates only, each shown or hidden by its switch. */
export const zhaopinCvCertificateCalls = [
  loginCall(zhaopinGetMyCvCertificatesCall, { handle: (_input, { deps, user }) => myCvCertificates(deps.db, user.id) }),
  loginCall(zhaopinSetMyCvCertificateCall, {
    handle: async (input, { deps, user }) =>
      reply(await setMyCvCertificate(deps.db, user.id, input), input.shown ? CV_CERT_MSG.shown : CV_CERT_MSG.hidden),
  }),
];
