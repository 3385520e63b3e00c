import RingServer

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

  static let helpText = """
    Usage: ringgen serve [OPTIONS]

    Renders rings by URL over HTTP: GET /ring.png?value=15&maxValue=30 (also .svg,
    .pdf, .gif, .apng, and .txt for terminal text), GET /ring?spec=<base64url JSON>
    and POST /render with a JSON spec. Query keys are --spec's keys, or the long
    flags' names without dashes. Also GET /healthz and GET /metrics (Prometheus).
    SIGTERM or SIGINT stops it gracefully.

    Options:
      --listen HOST:PORT     address or host name; default 127.0.0.1:8080 (loopback
                             only); 0.0.0.0:8080 or [::]:8080 for every interface;
                             a name binds the first of its addresses that works;
                             port 0 picks a free port, printed on standard error
      --threads N            images rendered at once, 1…256; default 2 (cached
                             images, /healthz and /metrics never wait for them)
      --cache-mb N           MiB for rendered images, 0 (off)…65536; default 48
      --max-pixels N         pixels per image at its scale; default 4194304 (2048²)
      --max-frames N         frames per animation; default 240
      --max-query-bytes N    longest query (414 beyond); default 8192
      --max-body-bytes N     largest POST body (413 beyond); default 1048576
      --max-connections N    connections at once (more wait); default 256
      --idle-timeout S       seconds a connection may stay silent; default 10
      --grace S              seconds to finish requests after SIGTERM; default 10
      --access-log MODE      off, path (method, path, status, bytes, ms) or full
                             (with the query); default path
      -h, --help             show this help

    """

  /// The flags, with their value placeholders (nil for a switch), for completions.
  static let flags: [(name: String, argument: String?)] = [
    ("--listen", "HOST:PORT"), ("--threads", "N"), ("--cache-mb", "N"), ("--max-pixels", "N"), ("--max-frames", "N"),
    ("--max-query-bytes", "N"), ("--max-body-bytes", "N"), ("--max-connections", "N"), ("--idle-timeout", "S"),
    ("--grace", "S"), ("--access-log", "off|path|full"), ("-h", nil), ("--help", nil),
  ]

  enum Parsed {
    case help
    case serve(ServeOptions)
  }

  /// Parses `arguments` (after `serve`); bad flags are usage errors.
  static func parse(_ arguments: [String]) throws(CommandError) -> Parsed {
    var options = ServeOptions()
    var index = 0
    while index < arguments.count {
      var flag = arguments[index]
      var inline: String?
      if flag.hasPrefix("--"), let equals = flag.firstIndex(of: "=") {
        inline = String(flag[flag.index(after: equals)...])
        flag = String(flag[..<equals])
      }
      index += 1
      if flag == "-h" || flag == "--help" { return .help }
      func value() throws(CommandError) -> String {
        if let inline { return inline }
        guard index < arguments.count else { throw .usage("serve: \(flag) needs a value") }
        index += 1
        return arguments[index - 1]
      }
      func integer(_ range: ClosedRange<Int>) throws(CommandError) -> Int {
        let text = try value()
        guard let number = Int(text), range.contains(number) else {
          throw .usage(
            "serve: \(flag): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
      }
      func seconds() throws(CommandError) -> Double {
        let text = try value()
        let digits = text.hasSuffix("s") ? String(text.dropLast()) : text
        guard let number = Double(digits), number.isFinite, (0...86_400).contains(number) else {
          throw .usage("serve: \(flag): expected seconds from 0 to 86400 such as 10 or 10s, got '\(text)'")
        }
        return number
      }
      switch flag {
      case "--listen":
        switch ListenAddress.parse(try value()) {
        case .success(let address): options.server.address = address
        case .failure(let error): throw .usage("serve: --listen: \(error)")
        }
      case "--threads": options.limits.renders = try integer(1...256)
      case "--cache-mb": options.cacheMegabytes = try integer(0...65_536)
      case "--max-pixels": options.limits.pixels = try integer(1...(1 << 28))
      case "--max-frames": options.limits.frames = try integer(1...10_000)
      case "--max-query-bytes": options.server.queryLimit = try integer(16...(1 << 20))
      case "--max-body-bytes": options.server.bodyLimit = try integer(16...(64 << 20))
      case "--max-connections": options.server.connectionLimit = try integer(1...65_536)
      case "--idle-timeout": options.server.idleTimeoutSeconds = max(1, Int(try seconds().rounded(.up)))
      case "--grace": options.graceSeconds = try seconds()
      case "--access-log":
        let mode = try value()
        guard let parsed = AccessLogMode(rawValue: mode) else {
          throw .usage("serve: --access-log: expected off, path or full, got '\(mode)'")
        }
        options.server.accessLog = parsed
      default:
        throw .usage("serve: unknown option '\(flag)'; see ringgen serve --help")
      }
    }
    return .serve(options)
  }
}
