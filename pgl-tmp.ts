import { PGlite } from "@electric-sql/pglite";

let t = Date.now();
const db = new PGlite();
await db.query("create table x(a int)");
console.log("create", Date.now() - t);
t = Date.now();
const dump = await db.dumpDataDir("none");
console.log("dump", Date.now() - t, dump.size);
t = Date.now();
const db2 = new PGlite({ loadDataDir: dump });
console.log((await db2.query("select count(*) from x")).rows, "load", Date.now() - t);
t = Date.now();
const db3 = await db.clone?.();
console.log("clone", Date.now() - t, !!db3);
