/**
 * Which OpenAPI document this package was generated from.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const specInfo = {
  "title": "Cloud, Domain and Registrar Reporting API",
  "version": "1.1.0",
  "hash": "sha256-c67c5639021b8cdbc3ba268848bd1f341e883b3a2da7e4b989524e60050f1896"
} as const;
