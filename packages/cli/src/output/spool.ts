// A table or CSV needs its columns before its first row, and a list's rows need not all have the
// same fields (the old lists' wards have a district, the current ones' do not): the columns are
// the union of every row's fields, in order of first appearance. The rows are spooled to an
// owner-only temporary file while the fields are gathered, then read back: memory holds the
// field names, never the list.
import { createReadStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

type Row = Record<string, unknown>;

/** Reads every row (each through `rowOf`), then returns the columns and the rows again, in order. */
export async function spoolRows(
  rows: AsyncIterable<unknown> | Iterable<unknown>,
  rowOf: (item: unknown) => Row,
): Promise<{ columns: string[]; rows: AsyncIterable<Row>; done: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "cdrapi-list-"));
  const path = join(dir, "rows.ndjson");
  const done = () => rm(dir, { recursive: true, force: true });
  const columns = new Set<string>();
  try {
    const file = await open(path, "wx", 0o600);
    try {
      let buffer = "";
      for await (const item of rows as AsyncIterable<unknown>) {
        const row = rowOf(item);
        for (const key of Object.keys(row)) columns.add(key);
        buffer += `${JSON.stringify(row)}\n`;
        if (buffer.length >= 64 * 1024) {
          await file.write(buffer);
          buffer = "";
        }
      }
      await file.write(buffer);
    } finally {
      await file.close();
    }
  } catch (error) {
    await done();
    throw error;
  }
  async function* readBack(): AsyncGenerator<Row> {
    const lines = createInterface({
      input: createReadStream(path, "utf8"),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const text of lines) if (text !== "") yield JSON.parse(text) as Row;
  }
  return { columns: [...columns], rows: readBack(), done };
}
