/**
 * Which OpenAPI document this package was generated from.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const specInfo = {
  "title": "Cloud, Domain and Registrar Reporting API",
  "version": "1.1.0",
  "hash": "sha256-f523f7c29547ec9263100734c2d1edf2dade21dd16db6a06375c283f93fc520f"
} as const;
