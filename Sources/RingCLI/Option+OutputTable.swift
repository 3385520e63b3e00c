import RingCairo
import RingKit

extension Option {
  /// Where and how the ring is drawn and written, and where its properties come from.
  static let outputOptions: [Option] = [
    .value(
      ["--size"], json: "size", argument: "N|WxH", section: .output,
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
      ["--background"], json: "background", argument: "COLOR", section: .output,
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
      names: ["--spec"], jsonKey: nil, argument: "FILE.json", section: .output,
      help:
        "Read properties from a JSON object whose keys are the options' names in camelCase (maxValue, progressColor, cellAspect, easing; the README lists them); flags override it.",
      action: .spec),
    Option(
      names: ["--preset"], jsonKey: "preset",
      argument: ProgressRing.Preset.allCases.map(\.rawValue).joined(separator: "|"),
      section: .output, help: "Starting point: default (a full blue ring) or mb (MB's orange gauge).",
      defaultText: "default", action: .preset),

  ]

  /// Help and version.
  static let generalOptions: [Option] = [
    Option(names: ["-h", "--help"], section: .general, help: "Show this help.", action: .help),
    Option(names: ["--version"], section: .general, help: "Show the version.", action: .version),
  ]
}
