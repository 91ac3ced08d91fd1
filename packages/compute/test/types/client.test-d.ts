// Type tests: checked by `tsc --noEmit` (the typecheck task), never run by Jest.
import {
  type ComputeClient,
  createComputeClient,
  createSession,
  type HostBillInfo,
  type HostBillObject,
  type Vm,
  type VmDetails,
  type VmList,
  type VmsWaitForCondition,
  type VmsWaitForState,
  type VmsWaitForValue,
} from "../../src/index.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(_proof?: T) => {};

declare const compute: ComputeClient;

export async function namedMethods() {
  // getServiceResources: an id is required; the body has no schema, so the result is unknown.
  // @ts-expect-error the service id is missing
  await compute.vms.getResources();
  // @ts-expect-error ids are strings or numbers
  await compute.vms.getResources({ id: "1201" });
  const resources = await compute.vms.getResources("1201", { signal: AbortSignal.timeout(1000) });
  assert<Equal<typeof resources, unknown>>();
  await compute.vms.getResources(1201);

  // requestUpgrade: the body is the document's UpgradeRequest (`send` a boolean; no source requires it).
  await compute.vms.requestUpgrade("1201", { send: true, package: "vps-4", cycle: "m" });
  await compute.vms.requestUpgrade("1201", { package: "vps-4" });
  // The package is an id: DS and DC type it integer.
  await compute.vms.requestUpgrade("1201", { package: 42 });
  // @ts-expect-error `send` is a boolean
  await compute.vms.requestUpgrade("1201", { send: "yes" });
  // @ts-expect-error the body is required
  await compute.vms.requestUpgrade("1201");

  // @ts-expect-error the VM id is missing
  await compute.vms.getMemoryUsage("1201");
  // HTC's field is `image` (empty unmounts); the first release's `iso` is gone.
  await compute.vms.mountIsoImage("1201", "vm-10", {});
  // @ts-expect-error `iso` is not a field of Mount ISO image
  await compute.vms.mountIsoImage("1201", "vm-10", { iso: "iso-2" });
  await compute.vms.setBootOrder("1201", "vm-10", { order: "cd" });

  assert<Equal<Awaited<ReturnType<ComputeClient["vms"]["list"]>>, VmList>>();
  assert<Equal<Awaited<ReturnType<ComputeClient["vms"]["getUpgradeOptions"]>>, HostBillObject>>();
  assert<Equal<Awaited<ReturnType<ComputeClient["vms"]["enablePxe"]>>, HostBillInfo>>();
}

export async function typedApi() {
  const { data } = await compute.api.GET("/service/{id}/vms", { params: { path: { id: "1201" } } });
  const vms: VmList | undefined = data; // the document's VmList schema
  const back: typeof data = vms;
  void back;
  // @ts-expect-error the path parameter is required
  await compute.api.GET("/service/{id}/vms", {});
}

export function options() {
  createComputeClient({ baseUrl: "https://api.provider.example/api", auth: { token: "t" } });
  createComputeClient({ baseUrl: "https://x", auth: { token: async () => "t" }, timeoutMs: 5000 });
  createComputeClient({ baseUrl: "https://x", auth: { username: "u", password: "p" }, maxRetries: 0 });
  // @ts-expect-error baseUrl is required
  createComputeClient({ auth: { token: "t" } });
  // @ts-expect-error auth is required
  createComputeClient({ baseUrl: "https://x" });
  // @ts-expect-error a password needs a username
  createComputeClient({ baseUrl: "https://x", auth: { password: "p" } });
}

export async function generatedNamespaces() {
  // The namespaced methods are typed from the document; the flat 0.1 names are the same functions.
  const vms: VmList = await compute.vms.list("1201");
  const { data, requestId } = await compute.vms.list("1201").withResponse();
  const same: VmList = data;
  const id: string | undefined = requestId;
  // @ts-expect-error the VM id is required
  await compute.vms.reboot("1201");
  // @ts-expect-error `image` is a string
  await compute.vms.mountIsoImage("1201", "vm-10", { image: 2 });
  return [vms, same, id];
}

export async function vmListForms() {
  // `vms` is an array, or an object keyed by VM id on some installs; iterating yields a Vm either way.
  const listed: VmList = { vms: [{ id: "10", status: "running" }] };
  const keyed: VmList = { vms: { "10": { id: "10", status: "running" } } };
  // @ts-expect-error a keyed entry is a Vm
  const wrong: VmList = { vms: { "10": "running" } };
  for await (const vm of compute.vms.list("1201")) assert<Equal<typeof vm, Vm>>();
  return [listed, keyed, wrong];
}

export function sharedSession() {
  const session = createSession({ baseUrl: "https://x", username: "u", password: "p" });
  createComputeClient({ auth: { session } });
  createComputeClient({ baseUrl: "https://x", auth: { session } });
  // @ts-expect-error a session comes from createSession
  createComputeClient({ baseUrl: "https://x", auth: { session: "s" } });
}

export async function waiterTypes() {
  // The condition's type has a name; the states the document lists are named in `status`.
  const running: VmsWaitForCondition = (vm) => vm.status === "running";
  const vm = await compute.vms.waitFor("1201", "vm-10", running);
  assert<Equal<typeof vm, VmsWaitForValue>>();
  const state: VmsWaitForState | undefined = vm.status;
  const listed: VmsWaitForState[] = ["running", "stopped", "starting", "stopping", "rebooting", "creating"];
  // Open: a module's own state is still a state.
  const other: VmsWaitForState = "suspended";
  // @ts-expect-error a number is no state
  const notAState: VmsWaitForState = 1;
  // @ts-expect-error the condition is given the VM, not vms.get's whole answer: `details.vm` would never be there
  await compute.vms.waitFor("1201", "vm-10", (details: VmDetails) => details.vm?.status === "running");
  return [state, listed, other, notAState];
}
