import type { AdminModule } from "@/api/admin/module";
import { oauthPartnerRoutes, oauthPartnersResource } from "./oauth-partners";
import { resellerAuthCodeRoutes, resellerAuthCodesResource } from "./reseller-auth-codes";

/** The back office of partner and reseller sign-in: partners with their secrets, reseller auth codes (0037). */
export const partnerLoginAdmin: AdminModule = {
  resources: [oauthPartnersResource, resellerAuthCodesResource],
  routes: { "oauth-partners": oauthPartnerRoutes, "reseller-auth-codes": resellerAuthCodeRoutes },
};
