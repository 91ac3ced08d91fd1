// The scripted servers of one test file, each closed after the test that started it.
import { afterEach } from "@jest/globals";
import { startServer, type TestServer } from "./server.js";

/** Call at a test file's top level; the function it returns starts a server (startServer's arguments). */
export function useServers(): (...args: Parameters<typeof startServer>) => Promise<TestServer> {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  return async (...args) => {
    const server = await startServer(...args);
    servers.push(server);
    return server;
  };
}
