// Child processes for the ecosystem test: run to completion with a time limit, or start a
// long-running one and read the first line it prints.
import { spawn } from "node:child_process";

/**
 * Runs a command; never throws. @returns {Promise<{ code: number | null, out: string, ms: number }>}
 */
export function run(cmd, args, { cwd, env, timeoutMs = 120_000 } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    let out = "";
    let child;
    try {
      child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      resolve({ code: null, out: String(error), ms: 0 });
      return;
    }
    const timer = setTimeout(() => {
      out += `\n(killed after ${timeoutMs} ms)`;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.on("error", (error) => {
      out += String(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, out, ms: Math.round(performance.now() - started) });
    });
  });
}

/** Starts a server process and resolves with the JSON of its first stdout line. */
export function startServer(cmd, args, { cwd, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    const timer = setTimeout(() => fail(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    const fail = (error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${error.message}\n${out}${err}`));
    };
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.stdout.on("data", (d) => {
      out += d;
      const newline = out.indexOf("\n");
      if (newline < 0) return;
      clearTimeout(timer);
      try {
        resolve({ info: JSON.parse(out.slice(0, newline)), stop: () => child.kill("SIGTERM") });
      } catch (error) {
        fail(error);
      }
    });
    child.on("exit", (code) => fail(new Error(`exited ${code} before it listened`)));
  });
}
