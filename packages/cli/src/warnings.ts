// Workaround, to remove once @cdrapi/reporting's CSV reader stops adding a "close" listener
// per backpressure wait (readers/csv.ts: `parser.once("drain"); parser.once("close")`, the
// unused one is never removed): Node then warns "MaxListenersExceededWarning ... [Parser]"
// on any export over ~700 KB. The executables print every other warning as Node would.
export function hideCsvParserListenerWarning(): void {
  const defaults = process.listeners("warning");
  if (defaults.length === 0) return; // --no-warnings: nothing is printed anyway
  process.removeAllListeners("warning");
  process.on("warning", (warning: Error & { emitter?: object }) => {
    if (warning.name === "MaxListenersExceededWarning" && warning.emitter?.constructor?.name === "Parser")
      return;
    for (const listener of defaults) listener(warning);
  });
}
