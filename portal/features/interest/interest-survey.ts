import { homeAddUserInterestCall, homeInterestAlertCall, type InterestAnswer } from "@/api/contract/interest";
import { api, type CallOptions } from "../../lib/api";

/** home/interestAlert: count 1 when the signed-in person has not answered yet. */
export const fetchInterestAlert = () => api.query(homeInterestAlertCall, { interest: 1 }).then((d) => d.count);

/** Home/AddUserInterest: the pop-up's answers. */
export const addUserInterest = (list: InterestAnswer[], options?: CallOptions) => api.send(homeAddUserInterestCall, { list }, options);
