import RingKit
import RingServer
import RingWeb

/// The flags of `ringgen serve`.
struct ServeOptions: Sendable {
  var server = ServerConfiguration(address: ListenAddress(host: "127.0.0.1", port: 8080))
  var limits = RingService.Limits()
  /// The response cache's budget in MiB; 0 turns it off. 48 keeps the whole process under
  /// 100 MB resident once the cache is full (about 17 MB at start, 17 MB for renders in
  /// flight and the heap glibc keeps for the next ones, and 1.12 bytes resident per byte the
  /// cache counts): 88 to 90 MB after 100 000 mixed requests.
  var cacheMegabytes = 48
  /// How long SIGTERM or SIGINT waits for requests in flight.
  var graceSeconds = 10.0
  /// Whether `GET /` serves the ring designer.
  var designer = true

  /// The flags, as help lists them (with the defaults above) and as the parser applies them.
  static let flags: OwnFlagTable<ServeOptions> = {
    let defaults = ServeOptions()
    return OwnFlagTable(groups: [
      (
        "SERVING",
        [
          OwnFlag(
            ["--listen"], "HOST:PORT",
            "Where to listen: an address, or a host name (the first of its addresses that binds); 0.0.0.0:8080 or [::]:8080 for every interface; port 0 picks a free port, printed on standard error.",
            default: "\(defaults.server.address) (loopback only)"
          ) { options, flag throws(CommandError) in
            switch ListenAddress.parse(try flag.value()) {
            case .success(let address): options.server.address = address
            case .failure(let error): throw .usage("serve: \(flag.shown): \(error)")
            }
          },
          OwnFlag(
            ["--threads"], "N",
            "Images rendered at once, 1…256; cached images, /healthz and /metrics never wait for them.",
            default: String(defaults.limits.renders)
          ) { options, flag throws(CommandError) in options.limits.renders = try integer(flag, 1...256) },
          OwnFlag(
            ["--cache-mb"], "N", "MiB for rendered images, 0 (off) to 65536.", default: String(defaults.cacheMegabytes)
          ) { options, flag throws(CommandError) in options.cacheMegabytes = try integer(flag, 0...65_536) },
          OwnFlag(
            ["--no-designer"], "Answer GET / with 404 instead of the ring designer (a page that previews every key)."
          ) { options, flag throws(CommandError) in
            guard flag.inline == nil else { throw .usage("serve: \(flag.name) takes no value") }
            options.designer = false
          },
        ]
      ),
      (
        "LIMITS",
        [
          OwnFlag(
            ["--max-pixels"], "N", "Pixels per image at its scale (400 beyond).",
            default: String(defaults.limits.pixels)
          ) { options, flag throws(CommandError) in options.limits.pixels = try integer(flag, 1...(1 << 28)) },
          OwnFlag(
            ["--max-frames"], "N", "Frames per animation (400 beyond).", default: String(defaults.limits.frames)
          ) { options, flag throws(CommandError) in options.limits.frames = try integer(flag, 1...10_000) },
          OwnFlag(
            ["--max-query-bytes"], "N", "The longest query (414 beyond).", default: String(defaults.server.queryLimit)
          ) { options, flag throws(CommandError) in options.server.queryLimit = try integer(flag, 16...(1 << 20)) },
          OwnFlag(
            ["--max-body-bytes"], "N", "The largest POST body (413 beyond).", default: String(defaults.server.bodyLimit)
          ) { options, flag throws(CommandError) in options.server.bodyLimit = try integer(flag, 16...(64 << 20)) },
          OwnFlag(
            ["--max-connections"], "N", "Connections at once; more wait to be accepted.",
            default: String(defaults.server.connectionLimit)
          ) { options, flag throws(CommandError) in options.server.connectionLimit = try integer(flag, 1...65_536) },
          OwnFlag(
            ["--idle-timeout"], "S", "Seconds a connection may stay silent before it is closed.",
            default: String(defaults.server.idleTimeoutSeconds)
          ) { options, flag throws(CommandError) in
            options.server.idleTimeoutSeconds = max(1, Int(try seconds(flag).rounded(.up)))
          },
          OwnFlag(
            ["--rate-limit"], "N[/s|/min][,burst=B]",
            "Requests per client address, cached answers included, as a token bucket of B (default N) refilled at N a second or a minute; beyond it 429 with Retry-After. The 16384 most recent clients are kept.",
            default: "none"
          ) { options, flag throws(CommandError) in
            switch RateLimit.parse(try flag.value()) {
            case .success(let limit): options.server.rateLimit = limit
            case .failure(let error): throw .usage("serve: \(flag.shown): \(error.description)")
            }
          },
          OwnFlag(
            ["--signing-key-file"], "FILE",
            "Serve signed URLs only: each request but /, /healthz, /metrics and /openapi.json needs sig=, the HMAC-SHA256 (hex or base64url) of its path and other query parameters as sent, keyed by the file's bytes less a final line break (403 otherwise). ringgen sign makes such URLs.",
            default: "none"
          ) { options, flag throws(CommandError) in
            options.server.signing = try signing(keyFile: try flag.value(), shown: flag.shown)
          },
        ]
      ),
      (
        "STOPPING AND LOGGING",
        [
          OwnFlag(
            ["--grace"], "S", "Seconds the requests in flight may take to finish after SIGTERM or SIGINT.",
            default: FixedPoint.compact(defaults.graceSeconds)
          ) { options, flag throws(CommandError) in options.graceSeconds = try seconds(flag) },
          OwnFlag(
            ["--access-log"], AccessLogMode.allCases.map(\.rawValue).joined(separator: "|"),
            "One line per request on standard error: off, path (method, path, status, bytes, ms) or full (with the query).",
            default: defaults.server.accessLog.rawValue
          ) { options, flag throws(CommandError) in
            let mode = try flag.value()
            guard let parsed = AccessLogMode(rawValue: mode) else {
              throw .usage("serve: \(flag.shown): expected off, path or full, got '\(mode)'")
            }
            options.server.accessLog = parsed
          },
        ]
      ),
      ("GENERAL", [.help]),
    ])
  }()

  /// The flags as help lists them.
  static var sections: [Command.OwnSection] { flags.sections }

  /// A flag's value as a whole number in `range`.
  private static func integer(_ flag: FlagArgument, _ range: ClosedRange<Int>) throws(CommandError) -> Int {
    let text = try flag.value()
    guard let number = Int(text), range.contains(number) else {
      throw .usage(
        "serve: \(flag.shown): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
    }
    return number
  }

  /// A flag's value as seconds from 0 to 86 400, with or without an `s`.
  private static func seconds(_ flag: FlagArgument) throws(CommandError) -> Double {
    let text = try flag.value()
    let digits = text.hasSuffix("s") ? String(text.dropLast()) : text
    guard let number = Double(decimal: digits), number.isFinite, (0...86_400).contains(number) else {
      throw .usage("serve: \(flag.shown): expected seconds from 0 to 86400 such as 10 or 10s, got '\(text)'")
    }
    return number
  }

  enum Parsed {
    case help
    case serve(ServeOptions)
  }

  /// The flags that take a value, by the environment variable that also gives each:
  /// `--max-pixels` is `RINGGEN_SERVE_MAX_PIXELS`.
  static var environmentFlags: [(variable: String, flag: String)] {
    sections.flatMap(\.options).filter { $0.argument != nil }.flatMap(\.spellings).filter { $0.hasPrefix("--") }.map {
      ("RINGGEN_SERVE_" + $0.dropFirst(2).uppercased().replacing("-", with: "_"), $0)
    }
  }

  /// Parses `arguments` (after `serve`), after the settings `environment` gives
  /// (``environmentFlags``), which the arguments override; bad flags are usage errors, and one
  /// from the environment names its variable.
  static func parse(
    _ given: [String], environment: [String: String] = [:]
  ) throws(CommandError) -> Parsed {
    var options = ServeOptions()
    let fromEnvironment = environmentFlags.compactMap { entry in
      environment[entry.variable].map { (argument: entry.flag + "=" + $0, label: entry.variable) }
    }
    let arguments = fromEnvironment.map(\.argument) + given
    let labels = fromEnvironment.map(\.label)
    var index = 0
    while index < arguments.count {
      var flag = arguments[index]
      var inline: String?
      if flag.hasPrefix("--"), let equals = flag.firstIndex(of: "=") {
        inline = String(flag[flag.index(after: equals)...])
        flag = String(flag[..<equals])
      }
      index += 1
      // What a message names: the flag, or the variable that gave it.
      let shown = index <= labels.count ? labels[index - 1] : flag
      func value() throws(CommandError) -> String {
        if let inline { return inline }
        guard index < arguments.count else { throw .usage("serve: \(flag) needs a value") }
        index += 1
        return arguments[index - 1]
      }
      let argument = FlagArgument(name: flag, inline: inline, shown: shown, value: value)
      guard
        try flags.apply(
          argument, to: &options, unknown: { .usage("serve: unknown option '\($0)'; see ringgen serve --help") })
      else { return .help }
    }
    return .serve(options)
  }

  /// The paths a signed server leaves open: its own health, metrics, designer and document.
  static let openPaths: Set<String> = ["/", "/healthz", "/metrics", "/openapi.json"]

  /// The signing key in the file at `path`: its bytes less a final line break.
  static func signing(
    keyFile path: String, shown: String, command: String = "serve"
  ) throws(CommandError)
    -> URLSigning
  {
    let bytes: [UInt8]
    do throws(CommandError) {
      bytes = try FileSystem.contents(of: path, limit: 64 << 10)
    } catch {
      throw .usage("\(command): \(shown): \(error.message)")
    }
    guard let signing = URLSigning(keyFile: bytes, openPaths: openPaths) else {
      throw .usage(
        "\(command): \(shown): '\(path)' is empty; it must hold the key (a final line break is not part of it)")
    }
    return signing
  }
}
