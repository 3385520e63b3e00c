import RingKit

extension Option {
  /// `--spec`: the one input option that is not a key of the schema.
  static let specOption = Option(
    names: ["--spec"], jsonKey: nil, argument: "FILE.json", section: .topic(.input),
    help:
      "Read properties from a JSON object whose keys are the options' names in camelCase (maxValue, progressColor, cellAspect, easing; the README lists them); flags override it.",
    action: .spec)

  /// `batch`'s own options, and output for scripts.
  static let runOptions: [Option] = [
    .value(
      ["--override"], argument: "KEY=VALUE", section: .batch,
      help:
        "Forces a key over every line, read as its flag reads it (--override size=64); flags without --override are defaults that each line's keys win over.",
      \.run.overrides,
      convert: { input throws(InputError) in
        [try RunSettings.Override(reading: try input.string(expected: "KEY=VALUE"))]
      }, combine: +),
    .value(
      ["--shard"], argument: "I/N", section: .batch,
      help: "Takes only the lines whose number modulo N is I (0 ≤ I < N), so N machines can share one file.",
      \.run.shard,
      convert: { input throws(InputError) in try RunSettings.Shard(reading: try input.string(expected: "I/N")) }),
    Option(
      names: ["--json"], section: .scripting,
      help: "Prints one JSON object per file written (path, bytes, ms) on standard output, for scripts.",
      action: .set { request, input throws(InputError) in request.run.json = try input.bool() }),
  ]

  /// Output for web pages.
  static let pictureOptions: [Option] = [
    Option(
      names: ["--picture-html"], section: .web,
      help:
        "With -o FILE.svg: also writes FILE-light.png and FILE-dark.png beside it and prints a <picture> (dark and light PNG sources, the SVG as the <img>, with width, height and alt) for pages that strip an SVG's styles.",
      action: .set { request, input throws(InputError) in request.run.pictureHTML = try input.bool() })
  ]

  /// `watch`'s own options.
  static let watchOptions: [Option] = [
    .value(
      ["--fields"], argument: "NAMES", section: .watch,
      help:
        "The dashboard's fields, in order (cpu,mem,disk); lines of named readings (cpu=42 mem=71.5) then show one ring per field. By default the first line's names.",
      \.run.fields,
      convert: { input throws(InputError) in try WatchInput.fieldList(try input.string(expected: "NAMES")) })
  ]

  /// Help, version and quiet.
  static let generalOptions: [Option] = [
    Option(
      names: ["-q", "--quiet"], section: .general, help: "No summaries and no warnings; errors are still reported.",
      action: .set { request, input throws(InputError) in request.run.quiet = try input.bool() }),
    Option(names: ["-h", "--help"], section: .general, help: "Show this help.", action: .help),
    Option(names: ["-V", "--version"], section: .general, help: "Show the version.", action: .version),
  ]
}
