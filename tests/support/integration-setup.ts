// setupFiles of the integration project: when a test file ends, its database is closed and its
// copies of the templates are removed (tests/support/db.ts).
import { afterAll } from "vitest";
import { dropFileDatabases } from "./db";

afterAll(dropFileDatabases);
