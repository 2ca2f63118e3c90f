import { afterAll, beforeAll } from "bun:test";
import { dropTemplates, warmTemplate } from "./support/database";

// Migrating the template takes seconds on PGlite: do it once, outside any test file's hook time limit.
beforeAll(warmTemplate, 120_000);
afterAll(dropTemplates);
