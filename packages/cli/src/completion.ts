// Shell completion scripts for bash, zsh and fish, generated from the command tree (every
// command, subcommand and option commander knows), so they never fall behind the commands.
// Each script finds the command path typed so far (`reports upload`), then offers: after an
// option that takes a value, its values (its choices, the config file's profiles, or files);
// else the command's subcommands and options, and its arguments' values (`cdrapi api` offers
// every operation name, spaces and all) or files where an argument is expected.
import type { Argument, Command, Option } from "commander";

/**
 * What a shell offers for an option's value or an argument beyond commander's choices: a fixed
 * list, or "profiles" (the config file's, read by `cdrapi __complete profiles` at TAB time).
 */
export type Completions = readonly string[] | "profiles";

const COMPLETIONS = new WeakMap<object, Completions>();

/** Marks an option or argument with the values its completion offers. */
export function completeWith<T extends Option | Argument>(target: T, values: Completions): T {
  COMPLETIONS.set(target, values);
  return target;
}

/** The command that prints dynamic values (hidden: not in help, nor in the scripts' words). */
export const COMPLETE_COMMAND = "__complete";

interface NodeOption {
  names: string[];
  description: string;
  /** Whether a value follows the option (`--env <name>`). */
  takesValue: boolean;
  /** Its values; undefined: any value (files are offered). */
  values: Completions | undefined;
}

interface Node {
  /** "reports upload"; "" for the program itself. */
  path: string;
  subcommands: { name: string; description: string }[];
  /** The values an argument of the command takes, when known (`completion <shell>`, `api <operation>`). */
  argValues: Completions | undefined;
  options: NodeOption[];
}

function optionsOf(command: Command): NodeOption[] {
  return (command.options as Option[])
    .filter((option) => !option.hidden)
    .map((option) => ({
      names: [option.short, option.long].filter((name): name is string => Boolean(name)),
      description: option.description,
      takesValue: option.required || option.optional,
      values: COMPLETIONS.get(option) ?? option.argChoices,
    }));
}

const visible = (command: Command) => command.commands.filter((sub) => !sub.name().startsWith("__"));

/** Every command of the tree, depth first; global options are offered everywhere. */
export function commandTree(program: Command): Node[] {
  const globals = optionsOf(program);
  const nodes: Node[] = [];
  const walk = (command: Command, path: string) => {
    const own = path === "" ? [] : optionsOf(command);
    const args = command.registeredArguments;
    nodes.push({
      path,
      subcommands: visible(command).map((sub) => ({ name: sub.name(), description: sub.description() })),
      argValues:
        args.map((argument) => COMPLETIONS.get(argument)).find(Boolean) ??
        (args.some((a) => a.argChoices) ? args.flatMap((a) => a.argChoices ?? []) : undefined),
      options: [
        ...own,
        ...globals,
        { names: ["-h", "--help"], description: "show help", takesValue: false, values: undefined },
      ],
    });
    for (const sub of visible(command)) walk(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  walk(program, "");
  return nodes;
}

const SHELLS = ["bash", "zsh", "fish"] as const;
export type Shell = (typeof SHELLS)[number];
export { SHELLS };

const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
const words = (node: Node) =>
  [...node.subcommands.map((s) => s.name), ...node.options.flatMap((o) => o.names)].join(" ");

/** Shell code (bash, zsh) that sets `cmdpath` to the command path among the words before the cursor. */
function pathFinder(nodes: Node[], wordsVar: string, from: string, to: string): string {
  const known = nodes
    .filter((n) => n.path !== "")
    .map((n) => quote(n.path))
    .join("|");
  return `  local cmdpath="" w next i
  for ((i=${from}; i<${to}; i++)); do
    w="\${${wordsVar}[i]}"
    next="\${cmdpath:+$cmdpath }$w"
    case "$next" in
      ${known}) cmdpath="$next" ;;
    esac
  done`;
}

/**
 * Case arms on "command path|previous word" for every option that takes a value, grouped by
 * what they offer: `arm(values)` is the shell code for one kind of values (undefined: files).
 */
function valueArms(nodes: Node[], arm: (values: Completions | undefined) => string): string {
  const groups = new Map<string, { values: Completions | undefined; patterns: string[] }>();
  for (const node of nodes) {
    for (const option of node.options.filter((o) => o.takesValue)) {
      const key = JSON.stringify(option.values ?? null);
      const group = groups.get(key) ?? { values: option.values, patterns: [] };
      group.patterns.push(...option.names.map((name) => quote(`${node.path}|${name}`)));
      groups.set(key, group);
    }
  }
  return [...groups.values()].map((g) => `    ${g.patterns.join("|")}) ${arm(g.values)} ;;`).join("\n");
}

function bashScript(name: string, fn: string, nodes: Node[]): string {
  const list = (values: Completions) =>
    values === "profiles"
      ? `values="$("\${COMP_WORDS[0]}" ${COMPLETE_COMMAND} profiles 2>/dev/null)"`
      : `values=${quote(values.join("\n"))}`;
  const cases = nodes
    .map(
      (n) =>
        `    ${quote(n.path)}) words=${quote(words(n))}${n.argValues ? `; [[ $cur == -* ]] || ${list(n.argValues)}` : ""} ;;`,
    )
    .join("\n");
  return `# ${name} completion for bash: source <(${name} completion bash), or save it in
# /etc/bash_completion.d/${name}
${fn}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="" words="" values="" c
  if ((COMP_CWORD > 1)); then prev="\${COMP_WORDS[COMP_CWORD-1]}"; fi
${pathFinder(nodes, "COMP_WORDS", "1", "COMP_CWORD")}
  # The value of an option: its values, or files (readline's, through -o default).
  case "$cmdpath|$prev" in
${valueArms(nodes, (values) => (values ? list(values) : "COMPREPLY=(); return 0"))}
  esac
  if [[ -z $values ]]; then
    case "$cmdpath" in
${cases}
    esac
  fi
  if [[ -n $values ]]; then
    # One value a line (a name may hold spaces), inserted quoted: Cloud\\ Instance_reboot.
    local IFS=$'\\n'
    cur="\${cur//\\\\/}"
    cur="\${cur#[\\"\\']}"
    COMPREPLY=()
    for c in $(compgen -W "$values" -- "$cur"); do COMPREPLY+=("$(printf '%q' "$c")"); done
    return 0
  fi
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F ${fn} ${name}
`;
}
function zshScript(name: string, fn: string, nodes: Node[]): string {
  const list = (values: Completions) =>
    values === "profiles"
      ? `values_=("\${(@f)$("\${words[0]}" ${COMPLETE_COMMAND} profiles 2>/dev/null)}")`
      : `values_=(${values.map(quote).join(" ")})`;
  const cases = nodes
    .map(
      (n) =>
        `    ${quote(n.path)}) words_=${quote(words(n))}${n.subcommands.length === 0 ? "; leaf=1" : ""}${n.argValues ? `; [[ $cur_ == -* ]] || ${list(n.argValues)}` : ""} ;;`,
    )
    .join("\n");
  return `#compdef ${name}
# ${name} completion for zsh: save it as _${name} in a folder of $fpath, or
# source <(${name} completion zsh)
${fn}() {
  local words_="" leaf="" prev_="" cur_=""
  local -a values_
  emulate -L zsh -o ksh_arrays
${pathFinder(nodes, "words", "1", "CURRENT-1")}
  cur_="\${words[CURRENT-1]}"
  if ((CURRENT > 2)); then prev_="\${words[CURRENT-2]}"; fi
  # The value of an option: its values, or files.
  case "$cmdpath|$prev_" in
${valueArms(nodes, (values) => (values ? list(values) : "_files; return"))}
  esac
  if ((\${#values_[@]} > 0)); then compadd -- "\${values_[@]}"; return; fi
  case "$cmdpath" in
${cases}
  esac
  if ((\${#values_[@]} > 0)); then compadd -- "\${values_[@]}"; return; fi
  compadd -- \${=words_}
  # Files where a command takes its arguments (a leaf of the tree).
  if [[ -n $leaf ]]; then _files; fi
}
compdef ${fn} ${name}
`;
}

function fishScript(name: string, fn: string, nodes: Node[]): string {
  const lists: string[] = [];
  // A list as a function printing one value a line (a value may hold spaces).
  const values = (completions: Completions) => {
    if (completions === "profiles") return `(${name} ${COMPLETE_COMMAND} profiles 2>/dev/null)`;
    const at = lists.indexOf(completions.join("\n"));
    const index = at >= 0 ? at : lists.push(completions.join("\n")) - 1;
    return `(__${fn}_values_${index})`;
  };
  const lines: string[] = [
    `# ${name} completion for fish: ${name} completion fish > ~/.config/fish/completions/${name}.fish`,
    `function __${fn}_path`,
    "  set -l words (commandline -opc)",
    '  set -l path ""',
    "  for w in $words[2..-1]",
    '    set -l next (string trim -- "$path $w")',
    `    if contains -- "$next" ${nodes
      .filter((n) => n.path !== "")
      .map((n) => quote(n.path))
      .join(" ")}`,
    '      set path "$next"',
    "    end",
    "  end",
    '  echo "$path"',
    "end",
    `complete -c ${name} -f`,
  ];
  for (const node of nodes) {
    const when = `-n ${quote(`test (__${fn}_path) = ${quote(node.path)}`)}`;
    for (const sub of node.subcommands) {
      lines.push(`complete -c ${name} ${when} -a ${quote(sub.name)} -d ${quote(sub.description)}`);
    }
    for (const option of node.options) {
      const flags = option.names
        .map((n) => (n.startsWith("--") ? `-l ${n.slice(2)}` : `-s ${n.slice(1)}`))
        .join(" ");
      const value = !option.takesValue
        ? ""
        : option.values
          ? ` -x -a ${quote(values(option.values))}`
          : " -r -F";
      lines.push(`complete -c ${name} ${when} ${flags} -d ${quote(option.description)}${value}`);
    }
    if (node.argValues) lines.push(`complete -c ${name} ${when} -a ${quote(values(node.argValues))}`);
    else if (node.subcommands.length === 0 && node.path !== "") lines.push(`complete -c ${name} ${when} -F`);
  }
  const functions = lists.map(
    (list, i) =>
      `function __${fn}_values_${i}\n  printf '%s\\n' ${list.split("\n").map(quote).join(" ")}\nend`,
  );
  return `${[...lines.slice(0, 14), ...functions, ...lines.slice(14)].join("\n")}\n`;
}

export function completionScript(shell: Shell, program: Command): string {
  const name = program.name();
  const nodes = commandTree(program);
  const fn = `_${name.replace(/\W/g, "_")}`;
  if (shell === "bash") return bashScript(name, fn, nodes);
  if (shell === "zsh") return zshScript(name, fn, nodes);
  return fishScript(name, fn, nodes);
}
