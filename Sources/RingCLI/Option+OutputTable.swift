import RingCairo
import RingKit

extension Option {
  /// Where and how the ring is drawn and written, and where its properties come from.
  static let outputOptions: [Option] = [
    .value(
      ["--size"], json: "size", argument: "N|WxH", section: .canvas,
      help: "Canvas size in points.", \.canvasSize,
      describe: {
        $0.width == $0.height
          ? FixedPoint.compact($0.width) : "\(FixedPoint.compact($0.width))x\(FixedPoint.compact($0.height))"
      },
      convert: { input throws(InputError) in
        let size = try input.size()
        return CanvasSize(width: size.width, height: size.height)
      }),
    .value(
      ["--scale"], json: "scale", argument: "S", section: .output,
      help: "Pixels per point in PNG output, like contentsScale (2 for Retina).", \.canvas.scale,
      describe: FixedPoint.compact, convert: { input throws(InputError) in try input.positiveNumber() }),
    .value(
      ["--background"], json: "background", argument: "COLOR", section: .canvas,
      help: "Colour under the ring.", \.canvas.background,
      describe: { $0?.hexString ?? "transparent" },
      convert: { input throws(InputError) in try input.colorOrNull() }),
    .value(
      ["--format"], json: "format", argument: OutputFormat.nameList, section: .output,
      help: "Output format; by default the output file's extension decides (png for -).", showDefault: false,
      \.format, describe: { $0?.rawValue ?? "" },
      convert: { input throws(InputError) in try input.choice(OutputFormat.self) }),
    .value(
      ["-o", "--output"], json: "output", argument: "FILE", section: .output,
      help:
        "Where to write: .png, .svg, .pdf, .apng, .gif, .ans (terminal text), a pattern such as ring-%03d.png for numbered frames, or - for standard output. Files are replaced atomically.",
      showDefault: false,
      \.output, describe: { $0 ?? "" },
      convert: { input throws(InputError) in try input.outputPath() }),
    Option(
      names: ["--spec"], jsonKey: nil, argument: "FILE.json", section: .input,
      help:
        "Read properties from a JSON object whose keys are the options' names in camelCase (maxValue, progressColor, cellAspect, easing; the README lists them); flags override it.",
      action: .spec),
    Option(
      names: ["--preset"], jsonKey: "preset",
      argument: ProgressRing.Preset.allCases.map(\.rawValue).joined(separator: "|"),
      section: .input, help: "Starting point: default (a full blue ring) or mb (MB's orange gauge).",
      defaultText: "default", action: .preset),

  ]

  /// `batch`'s own options, and output for scripts.
  static let runOptions: [Option] = [
    .value(
      ["--override"], json: nil, argument: "KEY=VALUE", section: .batch,
      help:
        "Forces a key over every line, read as its flag reads it (--override size=64); flags without --override are defaults that each line's keys win over.",
      showDefault: false, \.run.overrides, describe: { _ in "" },
      convert: { input throws(InputError) in
        [try RunSettings.Override(reading: try input.string(expected: "KEY=VALUE"))]
      }, combine: +),
    .value(
      ["--shard"], json: nil, argument: "I/N", section: .batch,
      help: "Takes only the lines whose number modulo N is I (0 ≤ I < N), so N machines can share one file.",
      showDefault: false, \.run.shard, describe: { _ in "" },
      convert: { input throws(InputError) in try RunSettings.Shard(reading: try input.string(expected: "I/N")) }),
    Option(
      names: ["--json"], section: .scripting,
      help: "Prints one JSON object per file written (path, bytes, ms) on standard output, for scripts.",
      action: .set { request, input throws(InputError) in request.run.json = try input.bool() }),
  ]

  /// `watch`'s own options.
  static let watchOptions: [Option] = [
    .value(
      ["--fields"], json: nil, argument: "NAMES", section: .watch,
      help:
        "The dashboard's fields, in order (cpu,mem,disk); lines of named readings (cpu=42 mem=71.5) then show one ring per field. By default the first line's names.",
      showDefault: false, \.run.fields, describe: { _ in "" },
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
