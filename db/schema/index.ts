export * from "./account";
export * from "./audit";
export * from "./common";
export * from "./company";
export * from "./protocol";
export * from "./sms";
