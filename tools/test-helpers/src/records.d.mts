import type { MaintainDomain } from "@cdrapi/reporting";

export function makeRecord(i: number, overrides?: Partial<MaintainDomain>): MaintainDomain;
export function makeRecords(count: number, from?: number): MaintainDomain[];
export function generateRecords(count: number, from?: number): AsyncGenerator<MaintainDomain>;
export function recordStream(count: number, from?: number): Generator<MaintainDomain>;
