/**
 * The state file (`stateFile`, `cdrapi-mock --state-file`): the registrar reporting state kept
 * on disk, so a restarted server goes on where the last one stopped, as a real server does.
 *
 * NDJSON: the first line is a snapshot of the whole state (ReportingSnapshot), each further
 * line one change (ReportingChange), appended before the change is applied and answered. At
 * start the file is read (snapshot, then the changes replayed) and written back as one
 * snapshot (compacted), atomically: a temporary file renamed over it. Appending a change costs
 * what the change holds, never the whole state. A last line cut short (the process died while
 * writing it, so its request was never answered) is dropped. One server per file.
 */

import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { ReportingChange, ReportingSnapshot, ReportingState } from "./reporting.js";

/** What the first line says, so that no other JSON is taken for a state file. */
const FORMAT = "cdrapi-mock-state";
const VERSION = 1;

interface Header {
  format: typeof FORMAT;
  version: typeof VERSION;
  state: ReportingSnapshot;
}

/**
 * Keeps `reporting` in the file at `path`: what the file holds (if it exists) becomes the
 * state, the file is compacted to one snapshot, and every change from now on is appended.
 */
export function keepIn(path: string, reporting: ReportingState): StateFile {
  const file = new StateFile(path);
  const saved = file.read();
  try {
    if (saved) reporting.restore(saved.snapshot, saved.changes);
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`);
  }
  file.write(reporting.snapshot());
  reporting.journalTo((change) => file.append(change));
  return file;
}

export class StateFile {
  constructor(readonly path: string) {}

  /** The saved state and the changes made since; undefined when there is no file yet. */
  read(): { snapshot: ReportingSnapshot; changes: ReportingChange[] } | undefined {
    if (!existsSync(this.path)) return undefined;
    const lines = readFileSync(this.path, "utf8").split("\n");
    // Written whole, each line ends with "\n": what follows the last one was cut short.
    lines.pop();
    const [first, ...rest] = lines;
    const header = first === undefined ? undefined : this.#parse(first, 1);
    if (!isHeader(header)) {
      throw new Error(
        `${this.path} is not a cdrapi-mock state file (version ${VERSION}); move it away to start afresh`,
      );
    }
    const changes = rest.map((line, index) => this.#parse(line, index + 2) as ReportingChange);
    return { snapshot: header.state, changes };
  }

  /** The file becomes this snapshot alone. */
  write(snapshot: ReportingSnapshot): void {
    const header: Header = { format: FORMAT, version: VERSION, state: snapshot };
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(header)}\n`);
    renameSync(temporary, this.path);
  }

  /** One change, at the end of the file. */
  append(change: ReportingChange): void {
    appendFileSync(this.path, `${JSON.stringify(change)}\n`);
  }

  #parse(line: string, number: number): unknown {
    try {
      return JSON.parse(line);
    } catch (error) {
      throw new Error(`${this.path}, line ${number}: ${(error as Error).message}`);
    }
  }
}

function isHeader(value: unknown): value is Header {
  const header = value as Partial<Header> | undefined;
  return header?.format === FORMAT && header.version === VERSION && typeof header.state === "object";
}
