import RingCairo
import RingKit

extension Command {
  /// Every command, in the order help lists them; rendering first.
  static let all: [Command] = [render, watch, batch, sheet, badge, compare, serve, sign, help, completions, manual]

  /// `ringgen [OPTIONS] [-o FILE]` (or `ringgen render …`): one ring to a file, or on this
  /// terminal.
  static let render = Command(
    name: "render", usage: ["[OPTIONS] -o FILE", "[OPTIONS]"],
    summary: "one ring to "
      + (ImageFormat.fileFormatNames + ["numbered PNG frames", "terminal text"]).joinedAsProse("or"),
    description:
      "Writes one ring to FILE: "
      + (ImageFormat.fileFormatNames + ["terminal text (.ans)", "numbered PNG frames (ring-%03d.png)"]).joinedAsProse(
        "or")
      + ", chosen by the extension or --format; - is standard output. Without -o, prints the ring on this terminal, sized to fit it.",
    sections: Option.Section.ring
      + [
        .topic(.motion), .topic(.timeline), .topic(.canvas), .topic(.output), .web, .topic(.input), .topic(.terminal),
        .general,
      ],
    run: { arguments, console throws(CommandError) in
      try RingGen.render(arguments, console: console)
      return 0
    })

  /// `ringgen watch [OPTIONS]`: the ring moving to each number read.
  static let watch = Command(
    name: "watch", usage: ["watch [OPTIONS]"],
    summary: "the ring moving to each number read from standard input",
    description:
      "Reads numbers from standard input, one a line (42, 42/120 or 42%), and moves the ring to each; lines of named readings (cpu=42 mem=71.5) give a dashboard of one ring per field.",
    sections: Option.Section.ring
      + [.topic(.motion), .topic(.canvas), .topic(.output), .topic(.input), .topic(.terminal), .watch, .general],
    run: { arguments, console throws(CommandError) in
      try WatchCommand.run(arguments, console: console)
      return 0
    })

  /// `ringgen batch FILE|- [OPTIONS]`: many rings from JSON Lines.
  static let batch = Command(
    name: "batch", usage: ["batch FILE|- [OPTIONS]"],
    summary: "many rings from JSON Lines, in parallel",
    description: capitalized(HelpText.batchDescription),
    sections: Option.Section.ring + [
      .topic(.motion), .topic(.timeline), .topic(.canvas), .topic(.output), .topic(.input), .topic(.terminal), .batch,
      .scripting, .general,
    ],
    positionals: [Positional(name: "FILE|-", fileExtensions: ["jsonl", "json", "ndjson"])],
    run: { arguments, console throws(CommandError) in
      try BatchCommand(console: console).run(arguments)
      return 0
    })

  /// `ringgen sheet SHEET.json -o FILE`: pages of rings for reports.
  static let sheet = Command(
    name: "sheet", usage: ["sheet SHEET.json -o FILE.pdf|.png|.svg [--scale S]"],
    summary: "pages of rings with captions, for reports",
    description: capitalized(HelpText.sheetDescription),
    sections: [.topic(.output), .scripting, .general],
    positionals: [Positional(name: "SHEET.json|-", fileExtensions: ["json"])],
    formats: [.png, .svg, .pdf],
    run: { arguments, console throws(CommandError) in
      try SheetCommand(console: console).run(arguments)
      return 0
    })

  /// `ringgen badge LABEL VALUE[/MAX] -o FILE`: a progress badge as shields.io draws badges.
  static let badge = Command(
    name: "badge", usage: ["badge LABEL VALUE[/MAX] [OPTIONS] -o FILE"],
    summary: "a progress badge with a ring, as shields.io draws badges",
    description:
      "Writes a badge 20 px high (28 for for-the-badge) as shields.io draws them: LABEL on grey, the value on a colour its percentage chooses, and a 12-px ring of its progress before it. VALUE is a percentage (87 shows 87%) or VALUE/MAX (7/10). Text is measured with Pango in Verdana's metrics, DejaVu Sans where Verdana is missing, so it never overflows. The SVG has role=\"img\", an aria-label and a <title>; `ringgen serve` answers GET /badge.svg?label=coverage&value=87 (also .png and .webp) with the same bytes.",
    sections: [],
    positionals: [
      Positional(name: "LABEL", fileExtensions: nil), Positional(name: "VALUE[/MAX]", fileExtensions: nil),
    ],
    ownSections: BadgeOptions.sections,
    formats: BadgeOptions.formats,
    examples: [
      "ringgen badge coverage 87 -o coverage.svg", "ringgen badge tasks 7/10 --style for-the-badge -o tasks.png",
    ],
    run: { arguments, console throws(CommandError) in
      try BadgeCommand(console: console).run(arguments)
      return 0
    })

  /// `ringgen compare EXPECTED ACTUAL`: whether two images look the same.
  static let compare = Command(
    name: "compare", usage: ["compare EXPECTED ACTUAL [OPTIONS]"],
    summary:
      "whether two images (\(DecodableFormat.allCases.map(\.name).joined(separator: ", "))), or two folders of them, look the same",
    description: capitalized(HelpText.compareDescription),
    sections: [],
    positionals: [
      Positional(name: "EXPECTED", fileExtensions: DecodableFormat.allPathExtensions),
      Positional(name: "ACTUAL", fileExtensions: DecodableFormat.allPathExtensions),
    ],
    ownSections: CompareOptions.sections,
    exitStatus:
      "0 when every pair is within the tolerance (new files too, unless --fail-on-new); 1 when a pair's pixels differ, or a file is deleted (unless --allow-deleted) or new with --fail-on-new; 2 when the only failures are images whose sizes differ; 64 bad input (a missing path, a file that is not a readable \(DecodableFormat.names), a report in a missing folder).",
    examples: ["ringgen compare Snapshots/ build/screenshots/ --diff build/diffs --json"],
    run: { arguments, console throws(CommandError) in
      try CompareCommand(console: console).run(arguments)
    })

  /// `ringgen serve`: rings by URL over HTTP.
  static let serve = Command(
    name: "serve", usage: ["serve [--listen HOST:PORT] [OPTIONS]"],
    summary: "rings by URL over HTTP",
    description: capitalized(HelpText.serveDescription),
    sections: [],
    ownSections: ServeOptions.sections,
    exitStatus:
      "0 stopped by SIGTERM or SIGINT; 64 bad flags; 1 the address cannot be resolved or bound, or libmicrohttpd or nettle cannot be loaded.",
    examples: [
      "ringgen serve --listen 0.0.0.0:8080 --cache-mb 96",
      "curl -o ring.png 'http://127.0.0.1:8080/ring.png?value=15&maxValue=30'",
    ],
    run: { arguments, console throws(CommandError) in
      try ServeCommand.run(arguments, console: console)
      return 0
    })

  /// `ringgen sign URL --signing-key-file FILE`: a URL that `serve --signing-key-file` accepts.
  static let sign = Command(
    name: "sign", usage: ["sign URL --signing-key-file FILE"],
    summary: "a URL signed for ringgen serve --signing-key-file",
    description:
      "Prints URL with sig=, the hex HMAC-SHA256 of its path and query as given (any sig= it had is replaced), keyed by the file's bytes less a final line break: what ringgen serve --signing-key-file FILE accepts. The same digest: printf '%s' '/ring.png?value=15' | openssl dgst -sha256 -hmac \"$(cat FILE)\".",
    sections: [],
    positionals: [Positional(name: "URL")],
    ownSections: SignCommand.sections,
    exitStatus:
      "0 printed; 64 bad input (no URL, a key file that is missing, unreadable or empty); 1 nettle cannot be loaded.",
    examples: ["ringgen sign 'http://127.0.0.1:8080/ring.png?value=15' --signing-key-file key"],
    run: { arguments, console throws(CommandError) in
      try SignCommand.run(arguments, console: console)
      return 0
    })

  /// `ringgen help [COMMAND]`: the overview, or one command's help.
  static let help = Command(
    name: "help", usage: ["help [COMMAND]"],
    summary: "this overview, or a command's options",
    description: "Prints the overview of ringgen, or the usage and options of COMMAND.",
    sections: [.general], positionals: [Positional(name: "COMMAND", isCommandName: true)],
    run: { arguments, console throws(CommandError) in
      guard let words = try words(of: arguments, for: "help", console: console) else { return 0 }
      try HelpText.runHelpCommand(words, console: console)
      return 0
    })

  /// `ringgen completions SHELL`: a completion script.
  static let completions = Command(
    name: "completions", usage: ["completions bash|zsh|fish"],
    summary: "a shell completion script, generated from these tables",
    description:
      "Prints a completion script for bash, zsh or fish: commands, options, their values (cap types, easings, symbol sets, formats…) and file arguments by extension. `make install` installs all three.",
    sections: [.general],
    positionals: [Positional(name: "SHELL", words: CompletionScript.Shell.allCases.map(\.rawValue))],
    run: { arguments, console throws(CommandError) in
      guard let words = try words(of: arguments, for: "completions", console: console) else { return 0 }
      try CompletionScript.run(words, console: console)
      return 0
    })

  /// `ringgen manual`: the man page.
  static let manual = Command(
    name: "manual", usage: ["manual [" + ManualText.Format.allCases.map(\.rawValue).joined(separator: "|") + "]"],
    summary: "the manual page ringgen(1), in roff (or Markdown)",
    description:
      "Prints the manual ringgen(1) in roff, for man -l or installing (make install does), or in Markdown for the documentation (reference: every key as a table, docs/reference.md; json: every key as data, for generators).",
    sections: [.general], positionals: [Positional(name: "FORMAT", words: ManualText.Format.allCases.map(\.rawValue))],
    run: { arguments, console throws(CommandError) in
      guard let words = try words(of: arguments, for: "manual", console: console) else { return 0 }
      try ManualText.run(words, version: RingGen.version, console: console)
      return 0
    })

  /// The positionals of a command that takes only the general options (`-h`, `-V`, `-q`),
  /// read by the same parser as every other command's; nil when help or the version was
  /// printed instead.
  private static func words(
    of arguments: [String], for name: String, console: Console
  ) throws(CommandError) -> [String]? {
    // By name: a command's own entry cannot name itself while it is being built.
    guard let command = named(name) else { return arguments }
    let parser = CommandLineParser(command: command) { path throws(CommandError) in
      throw .usage("--spec \(path): does not apply to \(command.name)")
    }
    return try RingGen.requestAndPositionals(from: arguments, parser: parser, console: console)?.positionals
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
