// `node --import ./test/helpers/ts-register.mjs src/bin.ts ...` runs the CLI from its sources.
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
