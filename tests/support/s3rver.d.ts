/** The part of s3rver (which ships no types) that tests/support/s3-server.ts uses. */
declare module "s3rver" {
  type Options = { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
