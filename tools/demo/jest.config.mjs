import { jestConfig } from "../../jest.config.base.mjs";

export default jestConfig(import.meta.dirname);
