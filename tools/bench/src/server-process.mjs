// Starts server.mjs in a child process and resolves its base URL.
import { fork } from "node:child_process";
import { join } from "node:path";

/** `latency`: milliseconds before each answer (server.mjs). */
export async function startServer(latency = 0) {
  const child = fork(join(import.meta.dirname, "server.mjs"), [`--latency=${latency}`], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise((resolve, reject) => {
    child.once("message", (m) => resolve(m.port));
    child.once("exit", (code) => reject(new Error(`bench server exited ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    stats: async () => (await fetch(`${url}/__stats`)).json(),
    stop: () => child.disconnect(),
  };
}
