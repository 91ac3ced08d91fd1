/** Compute operations (HostBill User API): login and sessions, cloud services and their VMs. */

import { timingSafeEqual } from "node:crypto";
import type { ComputeService, VirtualMachine } from "../options.js";
import { HttpProblem } from "../problem.js";
import { type HandlerContext, type Handlers, ok } from "./types.js";

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

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

function serviceOf(ctx: HandlerContext): ComputeService {
  const service = ctx.principal.user?.services?.find((s) => s.id === ctx.params.id);
  if (!service) throw new HttpProblem(404, `No service ${ctx.params.id} for this user.`);
  return service;
}

function vmOf(ctx: HandlerContext): VirtualMachine {
  const vm = serviceOf(ctx).vms?.find((v) => v.id === ctx.params.vmid);
  if (!vm) throw new HttpProblem(404, `No virtual machine ${ctx.params.vmid} in service ${ctx.params.id}.`);
  return vm;
}

function sessionOf(ctx: HandlerContext): string {
  const sessionId = ctx.principal.sessionId;
  if (!sessionId) throw new HttpProblem(401, "A valid bearer token is required.");
  return sessionId;
}

export const computeHandlers: Handlers = {
  Utility_login(ctx) {
    const { username, password } = ctx.body as { username: string; password: string };
    const user = ctx.options.users.find((u) => u.username === username);
    if (!user || !sameSecret(password, user.password)) {
      throw new HttpProblem(401, "Invalid username or password.");
    }
    return ok(ctx.sessions.login(user.username));
  },

  Utility_refreshToken(ctx) {
    const { refresh_token } = ctx.body as { refresh_token: string };
    const pair = ctx.sessions.refresh(refresh_token);
    if (!pair) throw new HttpProblem(401, "The refresh token is unknown, used, expired or revoked.");
    return ok(pair);
  },

  Utility_logout(ctx) {
    ctx.sessions.end(sessionOf(ctx));
    return ok({ info: ["Logged out"] });
  },

  Utility_revokeToken(ctx) {
    ctx.sessions.end(sessionOf(ctx));
    return ok({ info: ["Authorization and refresh token revoked"] });
  },

  "Cloud Virtual Machine_resources"(ctx) {
    return ok({ resources: serviceOf(ctx).resources ?? [] });
  },

  "Cloud Virtual Machine_listVms"(ctx) {
    return ok({ vms: serviceOf(ctx).vms ?? [] });
  },

  "Cloud Virtual Machine_upgradeOptions"(ctx) {
    const service = serviceOf(ctx);
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

  "Cloud Virtual Machine_upgradeRequest"(ctx) {
    const service = serviceOf(ctx);
    const request = ctx.body as { send: boolean; package?: string; cycle?: string };
    if (!request.send) return ok({ info: ["Upgrade quote prepared, not sent"], service_id: service.id });
    return ok({
      info: ["Upgrade request submitted"],
      service_id: service.id,
      package: request.package ?? null,
      cycle: request.cycle ?? null,
      invoice_id: "INV-1001",
    });
  },

  "Cloud Virtual Machine_rebuildTemplates"(ctx) {
    vmOf(ctx);
    return ok({ templates: TEMPLATES });
  },

  "Cloud Virtual Machine_memoryUsage"(ctx) {
    vmOf(ctx);
    const now = Math.floor(Date.now() / 1000);
    const points = Array.from({ length: 12 }, (_, i) => ({
      time: now - (11 - i) * 300,
      used: 1800 + ((i * 137) % 400),
    }));
    return ok({ unit: "MB", interval: 300, memory: points });
  },

  "Cloud Virtual Machine_listIsoImages"(ctx) {
    const vm = vmOf(ctx);
    return ok({ images: ISO_IMAGES, mounted: vm.iso ?? null });
  },

  "Cloud Virtual Machine_mountIsoImage"(ctx) {
    const vm = vmOf(ctx);
    const { iso } = ctx.body as { iso: string };
    if (!ISO_IMAGES.some((image) => image.id === iso)) throw new HttpProblem(404, `No ISO image ${iso}.`);
    vm.iso = iso;
    return ok({ info: [`ISO image ${iso} mounted on ${vm.id}`] });
  },

  "Cloud Virtual Machine_bootOrder"(ctx) {
    const vm = vmOf(ctx);
    const { boot } = ctx.body as { boot: string };
    if (!/^[cdn]{1,3}$/.test(boot))
      throw new HttpProblem(400, `Boot order "${boot}" is not made of c, d and n.`);
    vm.boot = boot;
    return ok({ info: [`Boot order of ${vm.id} set to ${boot}`] });
  },

  "Cloud Virtual Machine_enablePxe"(ctx) {
    const vm = vmOf(ctx);
    vm.pxe = true;
    return ok({ info: [`PXE enabled on ${vm.id}`] });
  },
};
