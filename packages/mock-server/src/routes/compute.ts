/**
 * Cloud services and their VMs (HostBill User API): resources, the VM list and details, create
 * and destroy, power actions (start, stop, shutdown, reboot, reset) that change the status
 * details read, and the cloud VM extras (upgrade, templates, ISO images, boot order, PXE).
 */

import { HttpProblem } from "../problem.js";
import { computeOf, newId, serviceOf, settle, transition, type VmRecord, vmOf } from "../state/hostbill.js";
import { accountOf, fields, type HandlerContext, type Handlers, info, ok } from "./types.js";

const ISO_IMAGES = [
  { id: "iso-1", name: "ubuntu-24.04.1-live-server-amd64.iso" },
  { id: "iso-2", name: "debian-12.8.0-amd64-netinst.iso" },
  { id: "iso-3", name: "virtio-win-0.1.262.iso" },
];

const TEMPLATES = [
  { id: "tpl-ubuntu-2404", name: "Ubuntu 24.04 LTS", os: "linux" },
  { id: "tpl-debian-12", name: "Debian 12", os: "linux" },
  { id: "tpl-almalinux-9", name: "AlmaLinux 9", os: "linux" },
  { id: "tpl-windows-2022", name: "Windows Server 2022", os: "windows" },
];

function vm(ctx: HandlerContext): VmRecord {
  return vmOf(ctx.hostbill, accountOf(ctx), ctx.ids[0], ctx.ids[1]);
}

/** What a VM's details show: its stored fields and the defaults HostBill modules report. */
function details(record: VmRecord) {
  const { pending: _pending, ...stored } = record;
  const running = record.status === "running";
  return {
    vmid: record.id,
    template_name: "Ubuntu 24.04 LTS",
    cpus: 2,
    memory: 2048,
    disk: 40,
    ipv4: record.ip ?? "",
    uptime: running ? 86_400 : 0,
    power: running,
    built: true,
    locked: record.pending !== undefined,
    ...stored,
    // The list shows the main address; details key every address by its IP id.
    ip: record.ip ? { "1": { ipaddress: record.ip, main: "1" } } : {},
  };
}

/** A power action: `from` lists the statuses it applies to (else 400), then the transition. */
function power(from: string[], transitional: string, final: string, message: string) {
  return (ctx: HandlerContext) => {
    const record = vm(ctx);
    if (!from.includes(record.status ?? "")) {
      throw new HttpProblem(400, `Virtual machine ${record.id} is ${record.status}: cannot ${message}.`);
    }
    transition(ctx.hostbill, record, transitional, final);
    return ok({ status: true, info: [`${message} ${record.id}`] });
  };
}

export const computeHandlers: Handlers = {
  "GET /service/{id}/resources"(ctx) {
    return ok({ resources: computeOf(accountOf(ctx), ctx.ids[0]).resources ?? [] });
  },

  "GET /service/{id}/vms"(ctx) {
    const service = computeOf(accountOf(ctx), ctx.ids[0]);
    for (const record of service.vms) settle(ctx.hostbill, record);
    return ok({ vms: service.vms.map(({ pending: _pending, ...stored }) => stored) });
  },

  "POST /service/{id}/vms"(ctx) {
    const account = accountOf(ctx);
    const service = computeOf(account, ctx.ids[0]);
    const body = fields(ctx);
    const id = `vm-${newId(account)}`;
    const label = typeof body.label === "string" && body.label ? body.label : id;
    const record: VmRecord = { id, label, status: "stopped", hostname: `${label}.example.vn` };
    for (const key of ["memory", "cpu", "disk", "template", "template_id"]) {
      if (body[key] !== undefined) record[key] = body[key];
    }
    service.vms.push(record);
    transition(ctx.hostbill, record, "creating", "running");
    return ok({ status: true, vm_id: id, info: [`Virtual machine ${id} created`] });
  },

  "GET /service/{id}/vms/{vmid}"(ctx) {
    return ok({ vm: details(vm(ctx)) });
  },

  "DELETE /service/{id}/vms/{vmid}"(ctx) {
    const record = vm(ctx);
    const service = computeOf(accountOf(ctx), ctx.ids[0]);
    service.vms = service.vms.filter((v) => v !== record);
    return ok({ status: true, info: [`Virtual machine ${record.id} destroyed`] });
  },

  /** Resize: the sent `memory`, `cpu` and `cpu_share` show in details. */
  "PUT /service/{id}/vms/{vmid}"(ctx) {
    const record = vm(ctx);
    const body = fields(ctx);
    for (const key of ["memory", "cpu", "cpu_share"]) if (body[key] !== undefined) record[key] = body[key];
    return ok({ status: true, info: [`Virtual machine ${record.id} resized`] });
  },

  "POST /service/{id}/vms/{vmid}/hostname"(ctx) {
    const record = vm(ctx);
    const hostname = String(fields(ctx).hostname ?? "").toLowerCase();
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(hostname))
      throw new HttpProblem(400, `"${hostname}" is not a hostname.`);
    record.hostname = hostname;
    return ok({ status: true, info: [`Hostname of ${record.id} set to ${hostname}`] });
  },

  "POST /service/{id}/vms/{vmid}/start": power(["stopped"], "starting", "running", "Start"),
  "POST /service/{id}/vms/{vmid}/stop": power(
    ["running", "starting", "rebooting"],
    "stopping",
    "stopped",
    "Stop",
  ),
  "POST /service/{id}/vms/{vmid}/shutdown": power(["running"], "stopping", "stopped", "Shutdown"),
  "POST /service/{id}/vms/{vmid}/reboot": power(["running"], "rebooting", "running", "Reboot"),
  "POST /service/{id}/vms/{vmid}/reset": power(["running", "stopped"], "rebooting", "running", "Reset"),

  "GET /service/{id}/upgrade"(ctx) {
    const service = computeOf(accountOf(ctx), ctx.ids[0]);
    return ok({
      service_id: service.id,
      packages: [
        { id: "cloud-s", name: "Cloud S", price: "250000" },
        { id: "cloud-m", name: "Cloud M", price: "450000" },
        { id: "cloud-l", name: "Cloud L", price: "850000" },
      ],
      cycles: ["m", "q", "s", "a"],
      resources: (service.resources ?? []).map((r) => ({ name: r.name, unit: r.unit, current: r.total })),
    });
  },

  "POST /service/{id}/upgrade"(ctx) {
    const service = serviceOf(accountOf(ctx), ctx.ids[0]);
    const request = fields(ctx) as { send?: boolean; package?: string; cycle?: string };
    if (!request.send) return info("Upgrade quote prepared, not sent", { service_id: service.id });
    return info("Upgrade request submitted", {
      service_id: service.id,
      package: request.package ?? null,
      cycle: request.cycle ?? null,
      invoice_id: "INV-1001",
    });
  },

  "GET /service/{id}/templates/{vmid}"(ctx) {
    vm(ctx);
    return ok({ templates: TEMPLATES });
  },

  "GET /service/{id}/vms/{vmid}/usage/memory"(ctx) {
    vm(ctx);
    const now = Math.floor(ctx.hostbill.now() / 1000);
    const points = Array.from({ length: 12 }, (_, i) => ({
      time: now - (11 - i) * 300,
      used: 1800 + ((i * 137) % 400),
    }));
    return ok({ unit: "MB", interval: 300, memory: points });
  },

  "GET /service/{id}/vms/{vmid}/images"(ctx) {
    const record = vm(ctx);
    return ok({ images: ISO_IMAGES, mounted: record.iso ?? null });
  },

  "POST /service/{id}/vms/{vmid}/images"(ctx) {
    const record = vm(ctx);
    const body = fields(ctx);
    const iso = String(body.image ?? "");
    if (iso === "") {
      delete record.iso;
      return info(`ISO images unmounted from ${record.id}`);
    }
    if (!ISO_IMAGES.some((image) => image.id === iso || image.name === iso))
      throw new HttpProblem(404, `No ISO image ${iso}.`);
    record.iso = iso;
    return info(`ISO image ${iso} mounted on ${record.id}`);
  },

  "POST /service/{id}/vms/{vmid}/boot"(ctx) {
    const record = vm(ctx);
    const body = fields(ctx);
    const boot = String(body.order ?? "");
    // HTC's values: cd (HDD then CD-ROM), dc, c (HDD only), d (CD-ROM only).
    if (!["cd", "dc", "c", "d"].includes(boot))
      throw new HttpProblem(400, `Boot order "${boot}" is not one of cd, dc, c, d.`);
    record.boot = boot;
    return info(`Boot order of ${record.id} set to ${boot}`);
  },

  "POST /service/{id}/vms/{vmid}/tuntap"(ctx) {
    const record = vm(ctx);
    const state = fields(ctx).state;
    record.pxe = state !== "off" && state !== false;
    return info(`PXE ${record.pxe ? "enabled" : "disabled"} on ${record.id}`);
  },
};
