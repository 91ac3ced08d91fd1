// Shell completion scripts for bash, zsh and fish, generated from the command tree (every
// command, subcommand and option commander knows), so they never fall behind the commands.
// Each script finds the command path typed so far (`reports upload`), then offers that
// command's subcommands and options, and files where an argument is expected.
import type { Command, Option } from "commander";

interface Node {
  /** "reports upload"; "" for the program itself. */
  path: string;
  subcommands: { name: string; description: string }[];
  /** The values an argument of the command takes, when it names them (`completion <shell>`). */
  argChoices: readonly string[];
  options: { names: string[]; description: string; choices: readonly string[] | undefined }[];
}

function optionsOf(command: Command): Node["options"] {
  return (command.options as Option[])
    .filter((option) => !option.hidden)
    .map((option) => ({
      names: [option.short, option.long].filter((name): name is string => Boolean(name)),
      description: option.description,
      choices: option.argChoices,
    }));
}

/** Every command of the tree, depth first; global options are offered everywhere. */
export function commandTree(program: Command): Node[] {
  const globals = optionsOf(program);
  const nodes: Node[] = [];
  const walk = (command: Command, path: string) => {
    const own = path === "" ? [] : optionsOf(command);
    nodes.push({
      path,
      subcommands: command.commands.map((sub) => ({ name: sub.name(), description: sub.description() })),
      argChoices: command.registeredArguments.flatMap((argument) => argument.argChoices ?? []),
      options: [
        ...own,
        ...globals,
        { names: ["-h", "--help"], description: "show help", choices: undefined },
      ],
    });
    for (const sub of command.commands) walk(sub, path ? `${path} ${sub.name()}` : sub.name());
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

export function completionScript(shell: Shell, program: Command): string {
  const name = program.name();
  const nodes = commandTree(program);
  const fn = `_${name.replace(/\W/g, "_")}`;
  const cases = nodes.map((n) => `    ${quote(n.path)}) words=${quote(words(n))} ;;`).join("\n");
  if (shell === "bash") {
    return `# ${name} completion for bash: source <(${name} completion bash), or save it in
# /etc/bash_completion.d/${name}
${fn}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" words=""
${pathFinder(nodes, "COMP_WORDS", "1", "COMP_CWORD")}
  case "$cmdpath" in
${cases}
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F ${fn} ${name}
`;
  }
  if (shell === "zsh") {
    const zshCases = nodes
      .map(
        (n) =>
          `    ${quote(n.path)}) words_=${quote(words(n))}${n.subcommands.length === 0 ? "; leaf=1" : ""} ;;`,
      )
      .join("\n");
    return `#compdef ${name}
# ${name} completion for zsh: save it as _${name} in a folder of $fpath, or
# source <(${name} completion zsh)
${fn}() {
  local words_="" leaf=""
  emulate -L zsh -o ksh_arrays
${pathFinder(nodes, "words", "1", "CURRENT-1")}
  case "$cmdpath" in
${zshCases}
  esac
  compadd -- \${=words_}
  # Files where a command takes its arguments (a leaf of the tree).
  if [[ -n $leaf ]]; then _files; fi
}
compdef ${fn} ${name}
`;
  }
  // fish: one `complete` line per subcommand and option, under a condition on the path.
  const lines = [
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
      const choices = option.choices ? ` -x -a ${quote(option.choices.join(" "))}` : "";
      lines.push(`complete -c ${name} ${when} ${flags} -d ${quote(option.description)}${choices}`);
    }
    if (node.argChoices.length > 0)
      lines.push(`complete -c ${name} ${when} -a ${quote(node.argChoices.join(" "))}`);
    else if (node.subcommands.length === 0 && node.path !== "") lines.push(`complete -c ${name} ${when} -F`);
  }
  return `${lines.join("\n")}\n`;
}
