// Kept equal to package.json's version (a test checks it); goes into the User-Agent.
export const PACKAGE_NAME = "@cdrapi/account";
export const PACKAGE_VERSION = "0.1.0";
