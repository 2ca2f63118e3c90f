import { drizzle } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
import type { SessionUser } from "@/api/protocol/session";
import type { Db } from "@/db/client";
import { apply } from "../sign-up";

/**
 * One person applying for a session twice at once (a double click reaching two server processes), through the real
 * sign-up code, in a process of its own that kills itself with SIGKILL (no cleanup, nothing rolled back on the way
 * out) the moment the answer to its KILL_AFTER-th statement arrives, before the code that sent the statement sees it.
 * Without KILL_AFTER it runs to the end and prints how many statements answered and what the two requests answered.
 * Env: DATABASE_URL, STR_ID, SIGN_UP_USER (the SessionUser as JSON), KILL_AFTER; PGAPPNAME names its connections.
 */
const killAfter = Number(process.env.KILL_AFTER ?? 0);
let answered = 0;

/** Every statement's answer passes through here before the code that sent it gets it. */
function statementAnswered<T>(rows: T) {
  if (++answered === killAfter) process.kill(process.pid, "SIGKILL");
  return rows;
}

/** The postgres.js client with each statement (drizzle sends them all through `unsafe`) watched. */
function watched(client: Sql): Sql {
  return new Proxy(client, {
    get(target, key) {
      if (key !== "unsafe") return Reflect.get(target, key);
      return (...args: Parameters<Sql["unsafe"]>) => {
        const query = target.unsafe(...args);
        const then = query.then.bind(query);
        // biome-ignore lint/suspicious/noThenProperty: the query stays the promise drizzle awaits, with one step first.
        query.then = (ok, bad) => then(statementAnswered).then(ok, bad);
        return query;
      };
    },
  });
}

// Two database handles, as two server processes behind a load balancer would have: one process gathers a person's
// two requests into one batch of sign-ups (sign-up-batch.ts), while two processes' requests race on the session's lock.
// The sign-up code writes no relational queries, so the handles need no schema.
const clients = [0, 1].map(() => postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} }));
const dbs = clients.map((client) => drizzle(watched(client)) as unknown as Db);
const user = JSON.parse(process.env.SIGN_UP_USER!) as SessionUser;
const strId = process.env.STR_ID!;
const answers = await Promise.all(dbs.map((db) => apply(db, user, strId)));
console.log(JSON.stringify({ statements: answered, answers }));
await Promise.all(clients.map((client) => client.end()));
