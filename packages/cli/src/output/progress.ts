// Progress of a bulk upload: a cli-progress bar on a terminal (records and sub-lists, rate,
// ETA), plain lines otherwise (logs, pipes, cron). Always on stderr: stdout holds the result.
import type { ReportProgress } from "@cdrapi/reporting";
import cliProgress from "cli-progress";
import { line, type OutputStream } from "../io.js";

export interface ProgressView {
  update(progress: ReportProgress): void;
  /** Ends the view (the bar stays on screen with its last state). */
  stop(): void;
}

export interface ProgressOptions {
  /** Records and sub-lists already accepted in an earlier run (from the checkpoint). */
  resumedRecords: number;
  resumedSubLists: number;
  /** Clock, for tests. */
  now?: () => number;
  /** Lines as JSON objects (`--json` output, stderr not a terminal). */
  json?: boolean | undefined;
}

/** What both views show, computed once per event. */
interface Figures {
  phase: ReportProgress["phase"];
  validated: number;
  /** Records accepted so far, including the resumed ones. */
  done: number;
  total: number | undefined;
  subLists: string;
  rate: number;
  etaSeconds: number | undefined;
  elapsedSeconds: number;
}

/** Times of the first event and of the first upload event (the rate counts from there). */
class Clock {
  startedAt: number | undefined;
  lastValidateAt: number | undefined;
  uploadStartedAt: number | undefined;
  constructor(readonly now: () => number) {}
  tick(p: ReportProgress): { now: number; startedAt: number; uploadStartedAt: number } {
    const now = this.now();
    this.startedAt ??= now;
    // The upload starts when validation ends: the last validate event before the first other one.
    if (p.phase === "validate") this.lastValidateAt = now;
    else this.uploadStartedAt ??= this.lastValidateAt ?? this.startedAt;
    return { now, startedAt: this.startedAt, uploadStartedAt: this.uploadStartedAt ?? now };
  }
}

function figuresOf(p: ReportProgress, options: ProgressOptions, clock: Clock): Figures {
  const { now, startedAt, uploadStartedAt } = clock.tick(p);
  const elapsedSeconds = Math.max((now - startedAt) / 1000, 0.001);
  const rate = p.sent / Math.max((now - uploadStartedAt) / 1000, 0.001);
  // What the server holds: the engine counts it (a re-sent sub-list whose answer was lost counts once).
  const done =
    p.recordsAccepted ?? Math.min(options.resumedRecords + p.sent, p.total ?? Number.POSITIVE_INFINITY);
  const left = p.total === undefined ? undefined : p.total - done;
  const subLists =
    p.subListsTotal === 0 ? "one request" : `${p.subListsAccepted}/${p.subListsTotal ?? "?"} sub-lists`;
  return {
    phase: p.phase,
    validated: p.validated,
    done,
    total: p.total,
    subLists,
    rate,
    etaSeconds: left === undefined || rate <= 0 ? undefined : left / rate,
    elapsedSeconds,
  };
}

export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return "--";
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 60
    ? `${m}m${String(s % 60).padStart(2, "0")}s`
    : `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}

const number = new Intl.NumberFormat("en-US");
const n = (value: number) => number.format(Math.round(value));

/** Picks the bar on a terminal, plain lines otherwise. */
export function createProgressView(stream: OutputStream, options: ProgressOptions): ProgressView {
  if (stream.isTTY) return new BarView(stream, options);
  return new LineView(options.json ? { write: (text) => stream.write(asJson(text)) } : stream, options);
}

/** A plain progress line as `{"progress": "..."}`: scripts reading JSON from stderr can skip it. */
function asJson(text: string): string {
  const message = text.replace(/\n$/, "");
  return message === "" ? "" : `${JSON.stringify({ progress: message })}\n`;
}

/** Plain lines: one per phase change and per accepted sub-list. */
export class LineView implements ProgressView {
  private phase: ReportProgress["phase"] | undefined;
  private accepted = -1;
  private last: ReportProgress | undefined;
  private readonly clock: Clock;

  constructor(
    private readonly stream: OutputStream,
    private readonly options: ProgressOptions,
  ) {
    this.clock = new Clock(options.now ?? Date.now);
  }

  update(p: ReportProgress): void {
    const f = figuresOf(p, this.options, this.clock);
    if (this.phase === "validate" && p.phase !== "validate") {
      const skipped = this.last && this.last.skipped > 0 ? `, ${n(this.last.skipped)} invalid left out` : "";
      line(this.stream, `validated ${n(this.last?.validated ?? f.validated)} records${skipped}`);
    }
    if (p.phase === "upload" && p.subListsAccepted !== this.accepted && p.sent > 0) {
      const where =
        p.subListsTotal === 0
          ? "uploaded in one request"
          : `sub-list ${p.subListsAccepted}/${p.subListsTotal ?? "?"} accepted`;
      line(
        this.stream,
        `${where}: ${n(f.done)}/${f.total === undefined ? "?" : n(f.total)} records, ${n(f.rate)} records/s, ETA ${formatDuration(f.etaSeconds)}`,
      );
    }
    if (p.phase === "merge" && this.phase !== "merge")
      line(this.stream, `merging ${p.subListsAccepted} sub-lists`);
    if (p.phase === "done" && this.phase !== "done") {
      line(this.stream, `done: ${n(f.total ?? f.done)} records in ${formatDuration(f.elapsedSeconds)}`);
    }
    this.accepted = p.subListsAccepted;
    this.phase = p.phase;
    this.last = p;
  }

  stop(): void {}
}

const LABELS: Record<ReportProgress["phase"], string> = {
  validate: "Validating",
  upload: "Uploading ",
  merge: "Merging   ",
  done: "Done      ",
};

/** The terminal bar (cli-progress redraws it in place, at most 10 times a second). */
export class BarView implements ProgressView {
  private readonly bar: cliProgress.SingleBar;
  private started = false;
  private readonly clock: Clock;

  constructor(
    stream: OutputStream,
    private readonly options: ProgressOptions,
  ) {
    this.clock = new Clock(options.now ?? Date.now);
    this.bar = new cliProgress.SingleBar(
      {
        stream: stream as unknown as NodeJS.WritableStream,
        format: (barOptions, params, payload: { f?: Figures }) => {
          const f = payload.f;
          if (!f) return "";
          if (f.phase === "validate") return `${LABELS.validate} ${n(f.validated)} records read`;
          const bar = cliProgress.Format.BarFormat(params.progress, barOptions);
          const pct = `${Math.floor(params.progress * 100)}%`.padStart(4);
          const total = f.total === undefined ? "?" : n(f.total);
          const tail =
            f.phase === "done"
              ? `${formatDuration(f.elapsedSeconds)}`
              : f.phase === "merge"
                ? "merging..."
                : `ETA ${formatDuration(f.etaSeconds)}`;
          return `${LABELS[f.phase]} ${bar} ${pct} | ${n(f.done)}/${total} records | ${f.subLists} | ${n(f.rate)} rec/s | ${tail}`;
        },
        barsize: 24,
        hideCursor: true,
        fps: 10,
        etaBuffer: 20,
      },
      cliProgress.Presets.shades_classic,
    );
  }

  update(p: ReportProgress): void {
    const f = figuresOf(p, this.options, this.clock);
    const total = Math.max(f.total ?? 1, 1);
    const value = f.phase === "merge" || f.phase === "done" ? total : f.total === undefined ? 0 : f.done;
    if (!this.started) {
      this.bar.start(total, value, { f });
      this.started = true;
      return;
    }
    this.bar.setTotal(total);
    this.bar.update(value, { f });
  }

  stop(): void {
    if (this.started) this.bar.stop();
    this.started = false;
  }
}
