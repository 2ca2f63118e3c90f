import { useQuery } from "@tanstack/react-query";
import { zhaopinGetMyContactRevealsCall } from "@/api/contract/zhaopin-contact";
import { api } from "../../../lib/api";
import { CV_KEYS } from "./keys";

/** ZhaoPin/GetMyContactReveals: the companies that got my contact, newest first. */
export const useMyContactReveals = () =>
  useQuery({ queryKey: CV_KEYS.contactReveals, queryFn: async () => (await api.query(zhaopinGetMyContactRevealsCall)).list });
