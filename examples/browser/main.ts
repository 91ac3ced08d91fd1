// A browser page using @cdrapi/compute from another origin than the API's (CORS), e.g. the
// reference server: `npx cdrapi-mock` then open index.html?api=http://127.0.0.1:4010.
// Sets document.body.dataset.status to "done" or "failed" when it has finished.
import { CdrapiError, createComputeClient } from "@cdrapi/compute";

const out = document.getElementById("out") as HTMLPreElement;
const params = new URLSearchParams(location.search);
const compute = createComputeClient({
  baseUrl: params.get("api") ?? "http://127.0.0.1:4010",
  // The reference server's demo account; a real page asks the user.
  auth: { username: params.get("user") ?? "demo-user", password: params.get("password") ?? "demo-password" },
});

try {
  const service = params.get("service") ?? "1201";
  const vms = await compute.vms.list(service);
  out.textContent = `service ${service}:\n${JSON.stringify(vms, null, 2)}`;
  await compute.logout();
  document.body.dataset.status = "done";
} catch (error) {
  out.textContent = error instanceof CdrapiError ? `${error.name}: ${error.message}` : String(error);
  document.body.dataset.status = "failed";
}
