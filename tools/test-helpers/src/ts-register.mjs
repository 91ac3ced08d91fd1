// `node --import <this file> some.ts` runs the repo's TypeScript sources (see ts-hooks.mjs).
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
