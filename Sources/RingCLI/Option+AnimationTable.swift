import RingKit

extension Option {
  /// How the value moves: for animated outputs (APNG, GIF, numbered PNG frames) and `--at`.
  static let animationOptions: [Option] = [
    .value(
      ["--from"], json: "from", argument: "V", section: .timeline,
      help: "The value the animation starts from; it moves to --value.",
      \.animation.from, describe: { $0.map(FixedPoint.compact) ?? "0" },
      convert: { input throws(InputError) in try input.number() }),
    .value(
      ["--duration"], json: "duration", argument: "S", section: .motion,
      help: "Seconds the value takes to move (each move, in watch: 0.3 s unless given).", \.animation.duration,
      describe: { $0.map(FixedPoint.compact) ?? "1" }, convert: { input throws(InputError) in try input.seconds() }),
    .value(
      ["--delay"], json: "delay", argument: "S", section: .timeline,
      help: "Seconds before it moves; the first frames show --from.", \.animation.delay,
      describe: FixedPoint.compact, convert: { input throws(InputError) in try input.seconds() }),
    .value(
      ["--fps"], json: "fps", argument: "N", section: .timeline,
      help: "Frames per second; frame i is at i/N s and the last frame is the end.", \.animation.fps,
      describe: FixedPoint.compact,
      convert: { input throws(InputError) in try input.framesPerSecond() }),
    .value(
      ["--easing"], json: "easing", argument: "NAME", section: .motion,
      help:
        "How the value moves: linear, ease, ease-in, ease-out, ease-in-out, ease-in-cubic … ease-in-out-bounce, cubic-bezier(X1,Y1,X2,Y2), steps(N,jump-end), spring(damping-fraction=F).",
      \.animation.easing, describe: \.name,
      convert: { input throws(InputError) in try input.easing() }),
    .value(
      ["--keyframes"], json: "keyframes", argument: "T:V,…", section: .timeline,
      help:
        "Values at times instead of --from/--duration/--delay, such as 0:0,1:15,2.5:30; T:V:EASING eases the segment from T.",
      showDefault: false, \.animation.keyframes, describe: { _ in "" },
      convert: { input throws(InputError) in try input.keyframes() }),
    .value(
      ["--indeterminate"], json: "indeterminate", argument: Spinner.Style.nameList, section: .motion,
      help:
        "A spinner with no value instead: a turning quarter arc, Material's arc that grows and shrinks, or eight dots with a fading tail; --duration is one period, and the output loops without a seam. watch shows it (dots unless given) until the first reading.",
      showDefault: false, \.animation.spinner, describe: { _ in "" },
      convert: { input throws(InputError) in try input.spinnerStyle() }),
    .value(
      ["--at"], json: "at", argument: "T", section: .timeline,
      help: "Render the one still frame at T seconds (PNG, SVG or PDF).", showDefault: false,
      \.animation.at, describe: { $0.map(FixedPoint.compact) ?? "" },
      convert: { input throws(InputError) in try input.seconds() }),
    .value(
      ["--loop"], json: "loop", argument: "N", section: .timeline,
      help: "How many times an APNG or GIF plays; 0 is forever.", \.animation.loop,
      describe: { String($0) }, convert: { input throws(InputError) in try input.integer(in: 0...65_535) }),
    .value(
      ["--memory-limit"], json: "memoryLimit", argument: "SIZE", section: .output,
      help:
        "The most memory a command may plan to hold, in bytes or with K, M or G (powers of 1024); it refuses (exit 64) a run whose estimate (canvas bytes × canvases held × jobs) is larger. Default: half the physical memory, at most 4G.",
      showDefault: false, \.memoryLimit, describe: { $0.map(MemoryBudget.describe) ?? "" },
      convert: { input throws(InputError) in try input.memoryLimit() }),
    .value(
      ["--jobs"], json: "jobs", argument: "N", section: .timeline,
      help: "Threads that render frames.", \.animation.jobs,
      describe: { $0.map(String.init) ?? "one per core" },
      convert: { input throws(InputError) in try input.integer(in: 1...256) }),
  ]
}
