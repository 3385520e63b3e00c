import RingKit
import RingRenderer

extension DesignerPage {
  /// The page's style: two columns, the preview sticky beside the controls.
  static let style = """
    :root{color-scheme:light dark;--fg:#111827;--bg:#ffffff;--muted:#4b5563;--line:#d1d5db;--accent:#1d4ed8}
    @media (prefers-color-scheme:dark){:root{--fg:#f3f4f6;--bg:#111827;--muted:#d1d5db;--line:#4b5563;--accent:#93c5fd}}
    body{margin:0;font:14px/1.4 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
    header{padding:8px 16px;border-bottom:1px solid var(--line)}h1{font-size:20px;margin:0}h2{font-size:15px;margin:12px 0 4px}
    main{display:flex;gap:16px;padding:16px;align-items:flex-start}
    #stage{position:sticky;top:8px;flex:0 0 360px}#controls{flex:1;min-width:0}
    #backdrop{display:flex;align-items:center;justify-content:center;min-height:280px;border:1px solid var(--line)}
    #backdrop.light{background:#ffffff}#backdrop.dark{background:#0f172a}
    #backdrop.checker{background:repeating-conic-gradient(#cbd5e1 0 25%,#f8fafc 0 50%) 0 0/16px 16px}
    #preview{max-width:340px;height:auto}
    fieldset{border:1px solid var(--line);margin:0 0 12px;padding:8px}legend{font-weight:600}
    .key{display:grid;grid-template-columns:180px 1fr auto;gap:2px 8px;align-items:center;padding:4px 0;border-top:1px solid var(--line)}
    .key:first-of-type{border-top:0}.key label{font-family:ui-monospace,monospace}
    .key .help{grid-column:1/-1;margin:0;color:var(--muted);font-size:12px}
    .key input[type=text]{width:100%;box-sizing:border-box}.key input[type=number]{width:8em}
    .key[data-set] label::after{content:" \\2022";color:var(--accent)}
    .shown{grid-column:2/-1;color:var(--muted);font-size:12px}.key[data-set] .shown{display:none}
    #gallery{display:flex;flex-wrap:wrap;gap:6px}.look{display:flex;flex-direction:column;align-items:center;padding:4px;color:var(--fg);background:transparent;border:1px solid var(--line)}
    .copy{display:grid;grid-template-columns:1fr auto;gap:2px 6px;margin-bottom:6px}.copy label{grid-column:1/-1}
    .copy textarea{font:12px ui-monospace,monospace;resize:vertical}
    .list{grid-column:2/-1;display:flex;flex-direction:column;gap:2px}.list .entry{display:flex;gap:4px;align-items:center}
    .list .entry input[type=number]{width:6em}
    :focus-visible{outline:2px solid var(--accent);outline-offset:2px}
    @media (max-width:800px){main{flex-direction:column}#stage{position:static;flex:none;width:100%}}
    @media (max-width:560px){main{padding:8px}fieldset{padding:6px;min-width:0}#preview{max-width:100%}
    .key{grid-template-columns:minmax(0,1fr) auto}.key label{grid-column:1/-1;overflow-wrap:anywhere}
    .key input[type=range]{width:100%;min-width:0}.key input[type=number]{width:6em}.copy textarea{min-width:0}}
    """

  /// The page's script: reads the controls into a query, updates the preview once typing
  /// pauses (the next image is loaded before it replaces the shown one, so nothing flickers),
  /// writes the copies, keeps the page's own URL a shareable link, and loads a link's query
  /// into the controls.
  static var script: String {
    "\"use strict\";\nconst named = \(namedKeys.text);\nconst opening = \(JSONValue.string(openingQuery).text);\n"
      + behaviour
  }

  /// The keys the script itself needs by name (the preview's size, the `<img>` tag's scale and
  /// alt text, the command's output), as the key table spells them.
  private static var namedKeys: JSONValue {
    let pairs: [(String, String)] = [
      ("canvasSize", RenderSpec.Key.size.rawValue), ("pixelScale", RenderSpec.Key.scale.rawValue),
      ("progress", RenderSpec.Key.value.rawValue), ("full", RenderSpec.Key.maxValue.rawValue),
      ("outputFlag", RenderSpec.Key.output.descriptor.flagNames[0]),
    ]
    return .object(pairs.map { JSONValue.Member(key: $0.0, value: .string($0.1), line: 0) })
  }

  private static let behaviour = #"""
    const keys = [...document.querySelectorAll(".key")];
    const preview = document.getElementById("preview");
    const byKey = new Map(keys.map(k => [k.dataset.key, k]));
    const field = k => document.getElementById("k-" + k.dataset.key);
    function hex2(n) { return Math.round(n).toString(16).padStart(2, "0"); }
    function valueOf(k) {
      const f = field(k);
      switch (k.dataset.form) {
        case "toggle": return f.checked ? "true" : "false";
        case "colour": {
          const alpha = Number(document.getElementById("a-" + k.dataset.key).value);
          return f.value + (alpha >= 100 ? "" : hex2(alpha * 2.55));
        }
        default: return f.value;
      }
    }
    function setValue(k, text) {
      const f = field(k);
      switch (k.dataset.form) {
        case "toggle": f.checked = !["false", "0", "no"].includes(text.toLowerCase()); break;
        case "colour": {
          const m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(text.trim());
          if (m) {
            f.value = "#" + m[1].toLowerCase();
            document.getElementById("a-" + k.dataset.key).value = m[2] ? Math.round(parseInt(m[2], 16) / 2.55) : 100;
          } else {
            k.dataset.raw = text;
          }
          break;
        }
        case "number": case "auto-number": {
          f.value = text;
          const s = document.getElementById("s-" + k.dataset.key);
          if (s && text !== "" && !isNaN(Number(text))) s.value = text;
          break;
        }
        default: f.value = text;
      }
      k.dataset.set = "";
    }
    function chosen() {
      return keys.filter(k => "set" in k.dataset).map(k => [k.dataset.key, k.dataset.raw ?? valueOf(k)])
        .filter(([, v]) => v !== "");
    }
    function query(pairs) { return new URLSearchParams(pairs).toString(); }
    const origin = location.origin;
    function shellQuote(text) { return /^[A-Za-z0-9_.,:\/=+-]+$/.test(text) ? text : "'" + text.replace(/'/g, "'\\''") + "'"; }
    function jsonValue(k, text) {
      const form = k.dataset.form;
      if (form === "toggle") return text === "true";
      if ((form === "number" || form === "auto-number") && text.trim() !== "" && !isNaN(Number(text))) return Number(text);
      return text;
    }
    function spec(pairs) {
      const object = {};
      for (const [key, text] of pairs) object[key] = jsonValue(byKey.get(key), text);
      return object;
    }
    function python(value, indent) {
      if (value === true) return "True";
      if (value === false) return "False";
      if (typeof value === "number") return String(value);
      if (typeof value === "string") return JSON.stringify(value);
      const pad = " ".repeat(indent + 4);
      const items = Object.entries(value).map(([k, v]) => pad + JSON.stringify(k) + ": " + python(v, indent + 4));
      return items.length ? "{\n" + items.join(",\n") + ",\n" + " ".repeat(indent) + "}" : "{}";
    }
    function canvasSize(pairs) {
      const size = (pairs.find(([k]) => k === named.canvasSize) || [, "256"])[1].toLowerCase().split("x").map(Number);
      return [size[0] || 256, size[1] || size[0] || 256];
    }
    function writeCopies(pairs) {
      const url = origin + "/ring.png" + (pairs.length ? "?" + query(pairs) : "");
      const [w, h] = canvasSize(pairs);
      const retina = query(pairs.filter(([k]) => k !== named.pixelScale).concat([[named.pixelScale, "2"]]));
      const get = key => (pairs.find(([k]) => k === key) || [])[1];
      const alt = "Progress ring: " + (get(named.progress) ?? "0") + " of " + (get(named.full) ?? "100");
      const command = ["ringgen"];
      for (const [key, text] of pairs) {
        const k = byKey.get(key);
        if (k.dataset.form === "toggle") command.push(text === "true" ? k.dataset.flag : k.dataset.negation);
        else command.push(k.dataset.flag, shellQuote(text));
      }
      command.push(named.outputFlag, "ring.png");
      const json = JSON.stringify(spec(pairs), null, 2);
      document.getElementById("copy-url").value = url;
      document.getElementById("copy-img").value =
        '<img src="' + origin + "/ring.png?" + retina.replace(/&/g, "&amp;") + '" width="' + w + '" height="' + h + '" alt="' + alt + '">';
      document.getElementById("copy-command").value = command.join(" ");
      document.getElementById("copy-json").value = json;
      // A raw string whose delimiter the JSON cannot end: a colour's "#… needs "##.
      const compact = JSON.stringify(spec(pairs));
      let hashes = "#";
      while (compact.includes('"' + hashes)) hashes += "#";
      document.getElementById("copy-swift").value =
        "import FoundationEssentials\nimport RingKit\nimport RingRenderer\n\nlet spec = try JSONDecoder().decode(\n  RenderSpec.self, from: Data(" +
        hashes + '"' + compact + '"' + hashes + ".utf8))\nlet png = try Renderer.render(spec, as: .png).bytes";
      document.getElementById("copy-python").value = "import ringkit\n\npng = ringkit.render(" + python(spec(pairs), 0) + ")";
      return url;
    }
    let timer = 0;
    let shown = "";
    function update() {
      const pairs = chosen();
      const url = writeCopies(pairs);
      history.replaceState(null, "", pairs.length ? "?" + query(pairs) : location.pathname);
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (url === shown) return;
        const next = new Image();
        next.onload = next.onerror = () => { if (url === next.src) { preview.src = url; shown = url; preview.dataset.loaded = url; } };
        next.src = url;
      }, 150);
    }
    function changed(event) {
      const k = event.target.closest(".key");
      if (!k) return;
      const key = k.dataset.key;
      const slider = document.getElementById("s-" + key);
      if (event.target === slider) field(k).value = slider.value;
      else if (slider && event.target === field(k) && field(k).value !== "") slider.value = field(k).value;
      delete k.dataset.raw;
      k.dataset.set = "";
      update();
    }
    // Gradient stops, thresholds and rings: entries that write the key's text field.
    const lists = {
      // A gradient needs two stops, so its first Add makes two.
      "stop-list": { least: 2, fields: [["colour", "color", "#3b82f6"], ["position, percent", "number", ""]],
        join: e => e[0] + (e[1] !== "" ? " " + e[1] + "%" : "") },
      "threshold-list": { fields: [["from percent", "number", "50"], ["colour", "color", "#f59e0b"]],
        join: e => e[0] + ":" + e[1] },
      "ring-list": { fields: [["ring name", "text", ""], ["ring value", "number", "50"], ["colour", "color", "#22c55e"]],
        join: e => (e[0] ? e[0] + "=" : "") + e[1] + ":" + e[2] },
    };
    for (const k of keys.filter(k => k.dataset.form in lists)) {
      const kind = lists[k.dataset.form];
      const list = document.createElement("div");
      list.className = "list";
      list.setAttribute("role", "group");
      list.setAttribute("aria-label", k.dataset.key + " entries");
      const add = document.createElement("button");
      add.type = "button";
      add.textContent = "Add an entry to " + k.dataset.key;
      const write = () => {
        const entries = [...list.querySelectorAll(".entry")].map(row => [...row.querySelectorAll("input")].map(i => i.value));
        field(k).value = entries.map(kind.join).join(", ");
        field(k).dispatchEvent(new Event("input", { bubbles: true }));
      };
      add.addEventListener("click", () => {
        const row = document.createElement("div");
        row.className = "entry";
        const number = list.querySelectorAll(".entry").length + 1;
        for (const [name, type, initial] of kind.fields) {
          const input = document.createElement("input");
          input.type = type;
          input.value = initial;
          if (type === "number") input.step = "any";
          input.setAttribute("aria-label", k.dataset.key + " entry " + number + " " + name);
          input.addEventListener("input", event => { event.stopPropagation(); write(); });
          input.addEventListener("change", event => event.stopPropagation());
          row.append(input);
        }
        const remove = document.createElement("button");
        remove.type = "button";
        remove.textContent = "Remove";
        remove.setAttribute("aria-label", "Remove " + k.dataset.key + " entry " + number);
        remove.addEventListener("click", () => { row.remove(); write(); });
        row.append(remove);
        list.insertBefore(row, add);
        if (list.querySelectorAll(".entry").length < (kind.least || 1)) add.click();
        else write();
      });
      list.append(add);
      k.insertBefore(list, k.querySelector(".help"));
    }
    document.getElementById("controls").addEventListener("input", changed);
    document.getElementById("controls").addEventListener("change", changed);
    function load(search) {
      for (const k of keys) { delete k.dataset.set; delete k.dataset.raw; }
      document.getElementById("controls").reset();
      for (const [key, text] of new URLSearchParams(search)) {
        const k = byKey.get(key);
        if (k) setValue(k, text);
      }
      update();
    }
    for (const look of document.querySelectorAll(".look")) look.addEventListener("click", () => load(look.dataset.query));
    for (const radio of document.querySelectorAll('input[name="backdrop"]'))
      radio.addEventListener("change", () => { document.getElementById("backdrop").className = radio.value; });
    for (const button of document.querySelectorAll("[data-copy]"))
      button.addEventListener("click", () => {
        const text = document.getElementById(button.dataset.copy).value;
        if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => {});
      });
    document.getElementById("controls").addEventListener("submit", event => event.preventDefault());
    load(location.search || opening);
    """#
}
