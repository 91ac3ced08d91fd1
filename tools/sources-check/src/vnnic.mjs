// VNNIC's v1.0 specification, as text (pypdf's extraction): each section `2.N.` describes one
// API with a request table, a response table (field, required (Có/Không), type) and a curl
// example whose URL gives the path and whose `-d` makes it a POST. Table cells are flattened,
// so a row is a line that starts with a field name and has the type right after the name
// (and the required cell); a name the PDF broke over two lines is joined first.
const TYPES = { int: "integer", string: "string", date: "string", boolean: "boolean" };
const ROW =
  /^([A-Za-z][A-Za-z0-9]*)\s+(?:(Có|Không)\s+)?(?:Được truyền theo cú\s*pháp của URL\s+)?(int|string|date|boolean)\b/i;
const NOT_FIELDS = new Set(["Tham", "Authorization", "Request", "Response", "Content"]);

/** [{ section, line, method, path, params, body, response }]: path like `/places/wards/{}`. */
export function parseVnnic(text) {
  const lines = text.split("\n");
  const sections = [];
  let current;
  lines.forEach((raw, i) => {
    const line = raw.trimEnd();
    const heading = /^2\.(\d+)\. (\S.*)$/.exec(line);
    if (heading) {
      current = { section: `2.${heading[1]}`, title: heading[2].trim(), line: i + 1, lines: [] };
      sections.push(current);
      return;
    }
    if (current && !/^=== PAGE|^VNNIC – |P a g e\s*$|^\s*$/.test(line))
      current.lines.push({ text: line, n: i + 1 });
  });
  return sections.map(readSection).filter((s) => s.path);
}

function readSection(s) {
  const out = { section: s.section, title: s.title, line: s.line, params: [], body: [], response: [] };
  let table;
  for (let i = 0; i < s.lines.length; i++) {
    const { text } = s.lines[i];
    const curl = /curl --location '\{baseURL\}([^']*)'/.exec(text);
    if (curl) {
      out.path = curl[1].replace(/^\/\s*\//, "/");
      out.method = "get";
    }
    if (out.path && /\s-d\s*$/.test(text)) out.method = "post";
    if (/^Request Body \(get parameter\)/.test(text)) table = out.params;
    else if (/^Request Body/.test(text)) table = out.body;
    else if (/^Response Body/.test(text)) table = out.response;
    else if (/^2\.\d+\.3\. /.test(text)) table = undefined;
    if (!table) continue;
    const row = rowAt(s.lines, i);
    if (row) {
      table.push(row);
      if (row.joined) i += 1;
    }
  }
  if (out.path) {
    // The example's value segments are the parameters (`/places/districts/001`).
    const names = out.params.map((p) => p.name);
    let k = 0;
    out.path = out.path
      .split("/")
      .map((seg, j) => (j >= out.path.split("/").length - names.length && names[k] ? `{${names[k++]}}` : seg))
      .join("/");
  }
  return out;
}

/** The table row starting at line i, joining a field name the PDF broke over two lines. */
function rowAt(lines, i) {
  const text = lines[i].text.trim();
  const first = /^([A-Za-z][A-Za-z0-9]*)/.exec(text)?.[1];
  if (!first || NOT_FIELDS.has(first)) return undefined;
  const next = lines[i + 1]?.text ?? "";
  const tries = [[text, false]];
  if (/^[A-Za-z][A-Za-z0-9]*$/.test(text))
    tries.push([text + next.trim(), true], [`${text} ${next.trim()}`, true]);
  tries.push([`${text} ${next.trim()}`, true]);
  for (const [t, joined] of tries) {
    const m = ROW.exec(t);
    if (m)
      return {
        name: m[1],
        required: m[2] ? m[2] === "Có" : undefined,
        type: TYPES[m[3].toLowerCase()],
        line: lines[i].n,
        joined,
      };
  }
  return undefined;
}
