/**
 * The state file (`stateFile`, `cdrapi-mock --state-file`): the registrar reporting state kept
 * on disk, so a restarted server goes on where the last one stopped, as a real server does.
 *
 * NDJSON: the first line is a snapshot of the whole state (ReportingSnapshot), each further
 * line one change (ReportingChange), appended before the change is applied and answered. At
 * start the file is read (snapshot, then the changes replayed) and written back as one
 * snapshot. A last line cut short (the process died while writing it, so its request was never
 * answered) is dropped.
 *
 * Bounded: before a change is appended, the file is written again as one snapshot once the
 * changes since the last one outgrow it (and COMPACT_FLOOR). So it never holds more than one
 * snapshot, as many bytes of changes again (at least COMPACT_FLOOR), and one change, however
 * long the server runs; appending stays proportional to what is appended. A snapshot holds
 * what the API can still answer: the maintained lists, the pending sub-lists' records, the
 * reports (counts, no records). The uploads merged or replaced since are not kept.
 *
 * Private and written safely, as it holds registrants' personal data: every snapshot goes to a
 * new file, created exclusively (never through a planted link) under a name no one else can
 * know, readable by its owner only, and renamed over the state file; changes are appended
 * through that file's descriptor, so no path is opened again. A state file that is a symbolic
 * link or another user's is refused, unread. One server per file (state-lock.ts).
 */

import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import type { ReportingChange, ReportingSnapshot, ReportingState } from "./reporting.js";
import { lockStateFile } from "./state-lock.js";

/** What the first line says, so that no other JSON is taken for a state file. */
const FORMAT = "cdrapi-mock-state";
const VERSION = 1;

/** Changes up to this many bytes never cause a new snapshot, however small the state. */
export const COMPACT_FLOOR = 64 * 1024;

/** Opening a path never follows a link at its end (0 where the platform has no such flag). */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

interface Header {
  format: typeof FORMAT;
  version: typeof VERSION;
  state: ReportingSnapshot;
}

/**
 * Keeps `reporting` in the file at `path`: takes the file's lock, makes what the file holds (if
 * it exists) the state, writes it back as one snapshot, and appends every change from now on.
 * `floor`: COMPACT_FLOOR unless a test wants snapshots sooner.
 */
export function keepIn(path: string, reporting: ReportingState, floor = COMPACT_FLOOR): StateFile {
  const file = new StateFile(path, () => reporting.snapshot(), floor, lockStateFile(path));
  try {
    const saved = file.read();
    try {
      if (saved) reporting.restore(saved.snapshot, saved.changes);
    } catch (error) {
      // A line that is not JSON says where it is; a state that does not hold together, here.
      if (error instanceof SyntaxError) throw error;
      throw new Error(`${path}: ${(error as Error).message}`);
    }
    file.write(reporting.snapshot());
  } catch (error) {
    file.close();
    throw error;
  }
  reporting.journalTo((change) => file.append(change));
  return file;
}

export class StateFile {
  /** The file written last (now the state file's content), open for appending. */
  #fd: number | undefined;
  #snapshotBytes = 0;
  /** Bytes of changes appended since the snapshot. */
  #changeBytes = 0;

  constructor(
    readonly path: string,
    /** The state now, as a snapshot (written when the changes outgrow the last one). */
    private readonly snapshot: () => ReportingSnapshot,
    private readonly floor: number,
    /** Releases the file's lock. */
    private readonly release: () => void,
  ) {}

  /**
   * The saved state and the changes made since, each parsed as the replay reaches it (the file's
   * bytes are held, never all its lines as text); undefined when there is no file yet.
   */
  read(): { snapshot: ReportingSnapshot; changes: Iterable<ReportingChange> } | undefined {
    let fd: number;
    try {
      fd = openSync(this.path, constants.O_RDONLY | NO_FOLLOW);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return undefined;
      if (code === "ELOOP") {
        throw new Error(
          `${this.path} is a symbolic link: give the state file's own path (a link is never followed)`,
        );
      }
      throw error;
    }
    let bytes: Buffer;
    try {
      const stat = fstatSync(fd);
      if (!stat.isFile()) throw new Error(`${this.path} is not a file`);
      const uid = process.getuid?.();
      if (uid !== undefined && stat.uid !== uid) {
        throw new Error(`${this.path} belongs to another user: a state file is read only by its owner`);
      }
      bytes = readFileSync(fd);
    } finally {
      closeSync(fd);
    }
    const lines = linesOf(bytes);
    const first = lines.next();
    const header = first.done ? undefined : this.#parse(first.value, 1);
    if (!isHeader(header)) {
      throw new Error(
        `${this.path} is not a cdrapi-mock state file (version ${VERSION}); move it away to start afresh`,
      );
    }
    const parse = (line: string, number: number) => this.#parse(line, number) as ReportingChange;
    const changes = function* () {
      let number = 1;
      for (const line of lines) yield parse(line, ++number);
    };
    return { snapshot: header.state, changes: changes() };
  }

  /** The file becomes this snapshot alone: a new private file, renamed over it. */
  write(snapshot: ReportingSnapshot): void {
    const header: Header = { format: FORMAT, version: VERSION, state: snapshot };
    const text = `${JSON.stringify(header)}\n`;
    const temporary = `${this.path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    const fd = openSync(temporary, "wx", 0o600);
    try {
      writeFileSync(fd, text);
      renameSync(temporary, this.path);
    } catch (error) {
      closeSync(fd);
      rmSync(temporary, { force: true });
      throw error;
    }
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = fd;
    this.#snapshotBytes = Buffer.byteLength(text);
    this.#changeBytes = 0;
  }

  /** One change, at the end of the file; first a new snapshot, when the changes outgrew the last. */
  append(change: ReportingChange): void {
    if (this.#changeBytes > Math.max(this.#snapshotBytes, this.floor)) this.write(this.snapshot());
    const line = `${JSON.stringify(change)}\n`;
    writeFileSync(this.#fd!, line);
    this.#changeBytes += Buffer.byteLength(line);
  }

  /** Closes the file and releases its lock (the server stopped). */
  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
    this.release();
  }

  #parse(line: string, number: number): unknown {
    try {
      return JSON.parse(line);
    } catch (error) {
      throw new SyntaxError(`${this.path}, line ${number}: ${(error as Error).message}`);
    }
  }
}

/**
 * The lines of `bytes`, decoded one at a time. Written whole, each line ends with "\n": what
 * follows the last one was cut short (the process died writing it, unanswered) and is dropped.
 */
function* linesOf(bytes: Buffer): Generator<string, void, undefined> {
  for (let start = 0, end = bytes.indexOf(10); end !== -1; start = end + 1, end = bytes.indexOf(10, start)) {
    yield bytes.toString("utf8", start, end);
  }
}

function isHeader(value: unknown): value is Header {
  const header = value as Partial<Header> | undefined;
  return header?.format === FORMAT && header.version === VERSION && typeof header.state === "object";
}
