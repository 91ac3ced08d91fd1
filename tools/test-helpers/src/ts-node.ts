import { fileURLToPath } from "node:url";

/** Path of the `--import` module that lets a child `node` run the repo's TypeScript sources. */
export const tsRegister = fileURLToPath(new URL("./ts-register.mjs", import.meta.url));
