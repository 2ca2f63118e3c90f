import { afterAll } from "bun:test";
import { dropTemplates } from "./support/database";

afterAll(dropTemplates);
