/**
 * Typed path map of this package's operations (openapi-typescript).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export interface paths {
    "/service/{id}/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resources
         * @description Shows available and used resources of the service.
         */
        get: operations["Cloud Virtual Machine_resources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List VMs */
        get: operations["Cloud Virtual Machine_listVms"];
        put?: never;
        /**
         * Create VM
         * @description Creates a virtual machine in the cloud service.
         */
        post: operations["Cloud Instance_createVm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upgrade Options */
        get: operations["Cloud Virtual Machine_upgradeOptions"];
        put?: never;
        /**
         * Upgrade Request
         * @description `send: true` submits the request; otherwise the answer is an estimate. `resources` maps
         *     resource id to a quantity, an item id, or `{item_id: qty}`. Answer: `Success` (no
         *     example).
         */
        post: operations["Cloud Virtual Machine_upgradeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/templates/{vmid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List VM rebuild templates
         * @description Templates that can be used to rebuild the virtual server.
         */
        get: operations["Cloud Virtual Machine_rebuildTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/usage/memory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VM Memory Usage graph */
        get: operations["Cloud Virtual Machine_memoryUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ISO images
         * @description ISO images for a virtual server.
         */
        get: operations["Cloud Virtual Machine_listIsoImages"];
        put?: never;
        /** Mount ISO image */
        post: operations["Cloud Virtual Machine_mountIsoImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/boot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Boot Order */
        post: operations["Cloud Virtual Machine_bootOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/tuntap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable PXE */
        post: operations["Cloud Virtual Machine_enablePxe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List OS templates
         * @description Templates that can be used to create a virtual server.
         */
        get: operations["Cloud Virtual Machine_listOsTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get VM details */
        get: operations["Cloud Instance_getVm"];
        /** Resize VM */
        put: operations["Cloud Instance_resizeVm"];
        post?: never;
        /** Destroy VM */
        delete: operations["Cloud Instance_destroyVm"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop VM
         * @description Stops the VM (power off). Repeating it is harmless.
         */
        post: operations["Cloud Instance_stop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start VM
         * @description Starts the VM. Repeating it is harmless.
         */
        post: operations["Cloud Instance_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/reboot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reboot VM
         * @description Reboots the VM; `iso` boots it from an ISO image. Not idempotent: a repeat reboots again.
         */
        post: operations["Cloud Instance_reboot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/resetpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset VM password
         * @description Resets the root password of the VM.
         */
        post: operations["Cloud Instance_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rebuild templates
         * @description Templates a Virtualizor VM can be rebuilt from. A module route: it exists only for
         *     services whose provisioning module provides it (GET /service/{id}/methods lists a
         *     service's routes).
         */
        get: operations["Virtualizor Services_listRebuildTemplates"];
        put?: never;
        /**
         * Rebuild VM
         * @description Reinstalls the VM from a template (its disk is wiped).
         */
        post: operations["Cloud Instance_rebuild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/ips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List VM IPs */
        get: operations["Cloud Instance_listIps"];
        put?: never;
        /** Assign IP to VM */
        post: operations["Cloud Instance_assignIp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/ips/{ipid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove IP from VM */
        delete: operations["Cloud Instance_removeIp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/interfaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List VM network interfaces */
        get: operations["Cloud Instance_listInterfaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/interfaces/{iface}/ips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List available IPs
         * @description IPs that can be assigned to the virtual server on this interface.
         */
        get: operations["Cloud Instance_listAvailableIps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/usage/cpu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VM CPU usage graph */
        get: operations["Cloud Instance_getCpuUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/usage/net": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VM network usage graph */
        get: operations["Cloud Instance_getNetworkUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/usage/disk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VM disk usage graph */
        get: operations["Cloud Instance_getDiskUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/storage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List disks */
        get: operations["Cloud Instance_listDisks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/storage/{diskid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Resize disk */
        put: operations["Cloud Instance_resizeDisk"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ISO images (service)
         * @description ISO images that can be attached to the service's VMs.
         */
        get: operations["Cloud Instance_listServiceIsoImages"];
        put?: never;
        /** Add ISO image */
        post: operations["Cloud Instance_addIsoImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/rdns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VM reverse DNS */
        get: operations["Cloud Instance_listReverseDns"];
        put?: never;
        /**
         * Update VM rDNS
         * @description Sets reverse DNS names. Repeating it with the same names is harmless.
         */
        post: operations["Cloud Instance_updateReverseDns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/rebuild_network": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rebuild network */
        post: operations["Cloud Instance_rebuildNetwork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend VM
         * @description Repeating it is harmless. A module route: it exists only for services whose provisioning
         *     module provides it (GET /service/{id}/methods lists a service's routes).
         */
        post: operations["Virtualizor Services_suspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unsuspend VM
         * @description Repeating it is harmless. A module route: it exists only for services whose provisioning
         *     module provides it (GET /service/{id}/methods lists a service's routes).
         */
        post: operations["Virtualizor Services_unsuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/addsshkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change SSH key
         * @description Sets the VM's SSH keys (`keys`: SSH key ids). A module route: it exists only for services
         *     whose provisioning module provides it (GET /service/{id}/methods lists a service's
         *     routes).
         */
        post: operations["Virtualizor Services_changeSshKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/reboot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reboot VM
         * @description Not idempotent although PUT: a repeat reboots again.
         */
        put: operations["Cloud GPU_reboot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Stop VM */
        put: operations["Cloud GPU_stop"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Start VM */
        put: operations["Cloud GPU_start"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/firewall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get firewall rules */
        get: operations["Cloud GPU_listFirewallRules"];
        put?: never;
        /**
         * Add firewall rule
         * @description One rule, as flat parameters (not a `rules` array).
         */
        post: operations["Cloud GPU_addFirewallRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/firewall/{position}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove firewall rule
         * @description Not idempotent although DELETE: rules are addressed by position, so a repeat removes the
         *     rule that moved into it.
         */
        delete: operations["Cloud GPU_removeFirewallRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/rescue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rescue VM
         * @description Reboots the virtual server into rescue mode.
         */
        post: operations["public cloud VM_rescue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/unrescue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unrescue VM
         * @description Disables rescue mode. Repeating it is harmless.
         */
        post: operations["public cloud VM_unrescue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console */
        get: operations["public cloud VM_console"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VM usage */
        get: operations["public cloud VM_usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/reinstall/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List OS templates and recipes
         * @description The `usablefor` key of a template says which recipes support it.
         */
        get: operations["Dedicated Servers_listOsTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/diag/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List diagnostics templates */
        get: operations["Dedicated Servers_listDiagnosticsTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/diag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Diagnostics status */
        get: operations["Dedicated Servers_getDiagnostics"];
        put?: never;
        /** Run diagnostics */
        post: operations["Dedicated Servers_runDiagnostics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/diag/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel diagnostics
         * @description Repeating it is harmless.
         */
        post: operations["Dedicated Servers_cancelDiagnostics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/rescue/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List rescue templates */
        get: operations["Dedicated Servers_listRescueTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/rescue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rescue status */
        get: operations["Dedicated Servers_getRescue"];
        put?: never;
        /** Start rescue */
        post: operations["Dedicated Servers_startRescue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/rescue/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel rescue
         * @description Repeating it is harmless.
         */
        post: operations["Dedicated Servers_cancelRescue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server info
         * @description Server hardware and OS details.
         */
        get: operations["Dedicated Servers_getInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/hostname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update hostname
         * @description Repeating it with the same name is harmless.
         */
        post: operations["Dedicated Servers_setHostname"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/ips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List IPs */
        get: operations["Dedicated Servers_listIps"];
        put?: never;
        /** Add IP */
        post: operations["Dedicated Servers_addIp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vlans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List VLANs */
        get: operations["Dedicated Servers_listVlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/ips/{ip}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** IP details */
        get: operations["Dedicated Servers_getIp"];
        put?: never;
        /**
         * Edit IP
         * @description Sets the IP's domain (POST, not PUT). Repeating it is harmless.
         */
        post: operations["Dedicated Servers_updateIp"];
        /** Delete IP */
        delete: operations["Dedicated Servers_deleteIp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/reboot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reboot
         * @description Not idempotent: a repeat reboots again.
         */
        post: operations["Dedicated Servers_reboot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/poweroff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Power off
         * @description Repeating it is harmless.
         */
        post: operations["Dedicated Servers_powerOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/poweron": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Power on
         * @description Repeating it is harmless.
         */
        post: operations["Dedicated Servers_powerOn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/serverstock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List servers in stock */
        get: operations["Dedicated Servers_listInStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/reinstall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reinstall details
         * @description Installation options for the server.
         */
        get: operations["Hosting Services_getReinstallOptions"];
        put?: never;
        /** Reinstall server */
        post: operations["Hosting Services_reinstall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server power status */
        get: operations["Hosting Services_getPowerStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/bandwidth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bandwidth usage
         * @description Bandwidth usage and billing details.
         */
        get: operations["Hosting Services_getBandwidth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/bandwidth-graphs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bandwidth graph
         * @description Base64-encoded images of the bandwidth used in the last day, week and month.
         */
        get: operations["Hosting Services_getBandwidthGraphs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset server
         * @description Not idempotent: a repeat resets again.
         */
        post: operations["Hosting Services_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/pdu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDU ports
         * @description PDU ports assigned to the service.
         */
        get: operations["Colocation_listPduPorts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/pdu/{port}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PDU port state */
        get: operations["Colocation_getPduPort"];
        put?: never;
        /**
         * Set PDU port status
         * @description Switches the port on (`power: 'true'`) or off (`'false'`). Repeating it is harmless.
         */
        post: operations["Colocation_setPduPort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List statuses */
        get: operations["Status_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Status details
         * @description Details of a status item. The method is PUT, as the provider's documentation records it.
         */
        put: operations["Status_get"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location_v2/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries list */
        get: operations["LocationV2_listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location_v2/{code}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get state
         * @description States of a country.
         */
        get: operations["LocationV2_listStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location_v2/state/{id}/city": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get city
         * @description Cities of a state.
         */
        get: operations["LocationV2_listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location_v2/state/city/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get city by state name */
        get: operations["LocationV2_listCitiesByStateName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description HostBill's error answer; `error` lists message codes or sentences.
         * @example {
         *       "error": [
         *         "invalid method"
         *       ]
         *     }
         */
        HostBillError: {
            error: string[];
        };
        /** @description HostBill's answer to a change; a 200 with a non-empty `error` array is a failure. */
        HostBillInfo: {
            info?: string[];
            error?: string[];
        };
        /** @description A HostBill answer whose fields vary by provider and module. */
        HostBillObject: {
            error?: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description HostBill's answer to a change: usually `info` messages (e.g. `{"info":
         *     ["cancell_sent"]}`), sometimes `success: true`; other fields vary by portal and module.
         *     A non-empty `error` array is a failure, whatever the HTTP status.
         */
        HostBillChange: {
            info?: string[];
            success?: boolean;
            error?: string[];
        } & {
            [key: string]: unknown;
        };
        Vm: {
            id?: string;
            label?: string;
            status?: string;
            hostname?: string;
            ip?: string;
        } & {
            [key: string]: unknown;
        };
        VmList: {
            /**
             * @description The VMs: an array, or (as Tino's and DCHost-style installs answer) an object keyed by VM
             *     id. `vms.list()` yields every VM of either form.
             */
            vms?: components["schemas"]["Vm"][] | {
                [key: string]: components["schemas"]["Vm"];
            };
            error?: string[];
        };
        UpgradeRequest: {
            send?: boolean;
            /** @description The new package's id (DS and DC type it integer). */
            package?: number | string;
            cycle?: string;
            resources?: {
                [key: string]: unknown;
            };
        };
        MountIsoRequest: {
            /** @description ISO image name; empty or absent unmounts the mounted image. */
            image?: string;
        };
        BootOrderRequest: {
            /**
             * @description Boot order: `cd` HDD then CD-ROM, `dc` CD-ROM then HDD, `c` HDD only, `d` CD-ROM only.
             *     Required by the SDK: without it the call changes nothing.
             */
            order: string;
        };
        PxeRequest: {
            /** @description `on` or `off`. */
            state?: string;
        };
        /** @description One VM. Types vary by module, so most are left open. */
        VmDetails: {
            vm?: {
                /** @description e.g. `running`. */
                status?: string;
                built?: unknown;
                locked?: unknown;
                power?: unknown;
                label?: string;
                username?: string;
                password?: string;
                ipv4?: unknown;
                ipv6?: unknown;
                memory?: unknown;
                disk?: unknown;
                cores?: unknown;
                sockets?: unknown;
                cpus?: unknown;
                uptime?: unknown;
                template_name?: string;
                mac?: unknown;
                interfaces?: unknown;
                storage?: unknown;
                bandwidth?: {
                    data_received?: unknown;
                    data_sent?: unknown;
                } & {
                    [key: string]: unknown;
                };
                /** @description IP addresses by IP id. */
                ip?: {
                    [key: string]: {
                        ipaddress?: string;
                        main?: unknown;
                    } & {
                        [key: string]: unknown;
                    };
                };
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description The answer to a VM power action. A non-empty `error` array is a failure. */
        VmActionResult: {
            status?: unknown;
            info?: string[];
            error?: string[];
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /**
         * @description Bad Request: a parameter or body field is missing or invalid, or the change does not
         *     apply to the item's state (a VM that is not running, an invoice already paid). HostBill
         *     often reports this with HTTP 200 and a non-empty `error` array instead.
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": [
                 *         "invalid method"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["HostBillError"];
            };
        };
        /**
         * @description Unauthorized: no valid credentials or an expired token. HostBill's error codes here include
         *     `unauthorized`, `token_expired` and `wronglogin`.
         */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": [
                 *         "wronglogin",
                 *         "unauthorized"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["HostBillError"];
            };
        };
        /** @description Not Found, or not yours (an id of another client's service, domain, invoice or ticket). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HostBillError"];
            };
        };
        /**
         * @description Too Many Requests: the provider's rate limit was exceeded (HostBill's User API has an
         *     admin-configurable limit, HW). Wait as `Retry-After` says before repeating.
         */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait (or an HTTP date). */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Service Unavailable (maintenance or overload); repeat later, as `Retry-After` says when present. */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait (or an HTTP date). */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /**
         * @description Identifier of the service.
         * @example 1201
         */
        ServiceId: string;
        /**
         * @description Identifier of the virtual machine within the service.
         * @example vm-10
         */
        VmId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "Cloud Virtual Machine_resources": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the service. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Virtual Machine_listVms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_createVm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label?: string;
                    template_id?: string;
                    template?: string;
                    /** Format: password */
                    password?: string;
                    /** @description MB. */
                    memory?: number | string;
                    cpu?: number | string;
                    cpu_share?: number | string;
                    /** @description GB. */
                    disk?: number | string;
                    swap?: number | string;
                    note?: string;
                    license_key?: string;
                    license_type?: string;
                    interface?: unknown[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Virtual Machine_upgradeOptions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Virtual Machine_upgradeRequest": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpgradeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Virtual Machine_rebuildTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Virtual Machine_memoryUsage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Virtual Machine_listIsoImages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Virtual Machine_mountIsoImage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MountIsoRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Virtual Machine_bootOrder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BootOrderRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Virtual Machine_enablePxe": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PxeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Virtual Machine_listOsTemplates": {
        parameters: {
            query?: {
                /** @description Page number. */
                page?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_getVm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_resizeVm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description MB. */
                    memory?: number | string;
                    cpu?: number | string;
                    cpu_share?: number | string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_destroyVm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_stop": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_reboot": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Optional: ISO image to boot from. */
                    iso?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Virtualizor Services_listRebuildTemplates": {
        parameters: {
            query?: {
                template?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Template to rebuild from. */
                    template?: string;
                    license_key?: string;
                    license_type?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_listIps": {
        parameters: {
            query?: {
                /** @description ipv4 or ipv6. */
                type?: string;
                /** @description Interface number. */
                iface?: string;
                /** @description Bridge. */
                bridge?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_assignIp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description IP address id. */
                    ipid?: string;
                    /** @description Interface id. */
                    interfaceid?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_removeIp": {
        parameters: {
            query?: {
                /** @description Interface id. */
                interfaceid?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
                /** @description IP address identifier. */
                ipid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_listInterfaces": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_listAvailableIps": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
                /** @description Interface name or id, e.g. `0` or `net0`. */
                iface: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_getCpuUsage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_getNetworkUsage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_getDiskUsage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_listDisks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_resizeDisk": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
                /** @description Disk identifier. */
                diskid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description New size in GB. */
                    size?: number | string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_listServiceIsoImages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_addIsoImage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label?: string;
                    file_url?: string;
                    min_memory?: string;
                    version?: string;
                    /** @description Windows, Linux or Freebsd. */
                    os?: string;
                    distro?: string;
                    /** @description xen, kvm or kvm_virtio. */
                    virtualization?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_listReverseDns": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_updateReverseDns": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description IP address -> hostname. */
                    ipaddress?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud Instance_rebuildNetwork": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    shutdown_type?: string;
                    force?: string;
                    startup?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Virtualizor Services_suspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Virtualizor Services_unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Virtualizor Services_changeSshKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description SSH key ids. */
                    keys?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud GPU_reboot": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud GPU_stop": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud GPU_start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VmActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud GPU_listFirewallRules": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud GPU_addFirewallRule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description accept or drop. */
                    action?: string;
                    /** @description source, destination or both. */
                    type?: string;
                    comment?: string;
                    /** @description tcp, udp or icmp. */
                    protocol?: string;
                    address_start?: string;
                    address_end?: string;
                    port_start?: string;
                    port_end?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Cloud GPU_removeFirewallRule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /** @description Rule position. */
                position: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "public cloud VM_rescue": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "public cloud VM_unrescue": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "public cloud VM_console": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "public cloud VM_usage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_listOsTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_listDiagnosticsTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_getDiagnostics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_runDiagnostics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    template?: string;
                    clearhdd?: string;
                    fullhddclear?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_cancelDiagnostics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_listRescueTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_getRescue": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_startRescue": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    template?: string;
                    /** Format: password */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_cancelRescue": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_getInfo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_setHostname": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hostname?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_listIps": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_addIp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vlan?: string;
                    domain?: string;
                    /** @description How many IPs. */
                    num?: number | string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_listVlans": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_getIp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /** @description IP address identifier. */
                ip: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_updateIp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /** @description IP address identifier. */
                ip: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_deleteIp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /** @description IP address identifier. */
                ip: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_reboot": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_powerOff": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_powerOn": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Dedicated Servers_listInStock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Hosting Services_getReinstallOptions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Hosting Services_reinstall": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profile?: string;
                    /** Format: password */
                    rootpassword?: string;
                    adminuser?: string;
                    /** Format: password */
                    userpassword?: string;
                    packageselection?: string;
                    extra1?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Hosting Services_getPowerStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Hosting Services_getBandwidth": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Hosting Services_getBandwidthGraphs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Hosting Services_reset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Colocation_listPduPorts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Colocation_getPduPort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /** @description PDU port. */
                port: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Colocation_setPduPort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /** @description PDU port. */
                port: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description 'true' = ON, 'false' = OFF.
                     * @enum {string}
                     */
                    power?: "true" | "false";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Status_list: {
        parameters: {
            query?: {
                /** @description Filter by status. */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Status_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the status. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    LocationV2_listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    LocationV2_listStates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Country code, e.g. `79` (an id from the portal's country list). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    LocationV2_listCities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the state. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    LocationV2_listCitiesByStateName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description State name. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
