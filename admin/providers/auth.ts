import type { AuthProvider } from "react-admin";
import type { Login } from "@/api/contract/account";
import { mayAccess } from "@/api/contract/admin";
import { ApiError, callApi } from "./http";

/** GET /admin/api/auth/me. */
export type Identity = {
  id: number;
  fullName: string;
  areaCode: string;
  mobile: string;
  roles: string[];
  companyId: number | null;
  companyName: string;
  /** Outside production: the menu offers the development tools (开发工具). */
  devTools: boolean;
};

/** react-admin actions that only read; every other one writes. */
const READ_ACTIONS = new Set(["list", "show", "export"]);

let current: Promise<Identity> | null = null;

/** The signed-in back-office user, asked once and kept until sign-in or sign-out changes it. */
function identity() {
  current ??= callApi<Identity>("GET", "/auth/me").catch((e) => {
    current = null;
    throw e;
  });
  return current;
}

/** Sign-in by SMS code (see login-page.tsx); the portal's session cookie carries the session. */
export const authProvider: AuthProvider = {
  async login(credentials: Login) {
    await callApi("POST", "/auth/login", credentials);
    current = null;
    await identity();
  },

  async logout() {
    // Only a back-office session is ended here: a person who merely visited /admin/ stays signed in to the portal.
    if (!current) return;
    current = null;
    await callApi("POST", "/auth/logout").catch(() => undefined);
  },

  async checkAuth() {
    try {
      await identity();
    } catch (e) {
      // A person signed in on the portal is told why; a visitor simply gets the login page.
      throw { message: e instanceof ApiError && e.status === 403 ? e.message : false };
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      current = null;
      throw error;
    }
  },

  async getIdentity() {
    return identity();
  },

  async getPermissions() {
    return (await identity()).roles;
  },

  async canAccess({ resource, action }) {
    if (!resource) return true;
    const { roles } = await identity();
    return mayAccess(roles, resource, READ_ACTIONS.has(action) ? "read" : "write");
  },
};
