// 6. The cost of `validateResponses`: the same list read (a VM list of 100 VMs, as the document
// has it) by a client that checks each answer against the document's schema and one that does
// not, in the same rounds (benchRequests: rotated order, per-round ratios). The checker's first
// compile of the schema happens in the warm-up, as it would on an app's first call.
import { createComputeClient, responseSchemas } from "@cdrapi/compute";
import { responseValidator } from "@cdrapi/core/validate";
import { benchRequests } from "./request.mjs";

export async function benchResponseCheck(config, url) {
  const auth = { token: "bench-token" };
  const plain = createComputeClient({ baseUrl: url, auth });
  const checked = createComputeClient({
    baseUrl: url,
    auth,
    validateResponses: "throw",
    responseValidator: responseValidator(responseSchemas),
  });
  const op = "compute.vms.list (100 VMs)";
  const results = await benchRequests(config, {
    [op]: { checked: () => checked.vms.list("1201"), plain: () => plain.vms.list("1201") },
  });
  return results[op];
}
