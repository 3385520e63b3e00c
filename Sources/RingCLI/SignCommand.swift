import RingServer

/// `ringgen sign URL --signing-key-file FILE`: the URL with the `sig=` that a server started
/// with the same key file accepts (``RingServer/URLSigning``): hex HMAC-SHA256 of the path and
/// query as given, any `sig=` it had replaced.
enum SignCommand {
  /// What `ringgen sign`'s flags set.
  struct Options {
    /// The key file (`--signing-key-file`).
    var keyFile: String?
  }

  /// The flags of `ringgen sign`, as help lists them and as the parser applies them.
  static let flags = OwnFlagTable<Options>(groups: [
    (
      "SIGNING",
      [
        OwnFlag(
          ["--signing-key-file"], "FILE",
          "The key, as ringgen serve --signing-key-file reads it: the file's bytes less a final line break."
        ) { options, flag throws(CommandError) in options.keyFile = try flag.value() }
      ]
    ),
    ("GENERAL", [.help]),
  ])

  /// The flags as help lists them.
  static var sections: [Command.OwnSection] { flags.sections }

  static func run(_ arguments: [String], console: Console) throws(CommandError) {
    var url: String?
    var options = Options()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      let equals = argument.hasPrefix("--") ? argument.firstIndex(of: "=") : nil
      let name = equals.map { String(argument[..<$0]) } ?? argument
      let inline = equals.map { String(argument[argument.index(after: $0)...]) }
      if let flag = flags.flag(named: name), inline == nil || flag.row.argument != nil {
        switch flag.action {
        case .help:
          try console.writeOutput(Array(HelpText.render(.sign, version: RingGen.version).utf8))
          return
        case .set(let set):
          try set(
            &options,
            FlagArgument(name: name, inline: inline, shown: name) { () throws(CommandError) in
              if let inline { return inline }
              guard index < arguments.count else { throw .usage("sign: \(name) needs a value") }
              index += 1
              return arguments[index - 1]
            })
        }
      } else if argument.hasPrefix("-") && argument != "-" {
        throw .usage("sign: unknown option '\(argument)'; see ringgen sign --help")
      } else {
        guard url == nil else { throw .usage("sign: one URL at a time; got '\(url ?? "")' and '\(argument)'") }
        url = argument
      }
    }
    guard let url else { throw .usage("sign: give the URL to sign: ringgen sign URL --signing-key-file FILE") }
    guard let keyFile = options.keyFile else { throw .usage("sign: --signing-key-file FILE is needed") }
    let signing = try ServeOptions.signing(keyFile: keyFile, shown: "--signing-key-file", command: "sign")
    if let problem = SHA256Digest.loadingProblem { throw .runtime("sign: \(problem)") }
    let (origin, target) = try split(url)
    try console.writeOutput(Array((origin + signing.sign(target) + "\n").utf8))
  }

  /// `http://host:8080/ring.png?value=15` as its origin and its target (from the first `/`
  /// after the host); a URL that starts with `/` is a target alone.
  static func split(_ url: String) throws(CommandError) -> (origin: String, target: String) {
    if url.hasPrefix("/") { return ("", url) }
    for scheme in ["http://", "https://"] where url.lowercased().hasPrefix(scheme) {
      let rest = url.dropFirst(scheme.count)
      guard let slash = rest.firstIndex(of: "/"), rest.startIndex != slash else {
        return (url, "/")
      }
      return (String(url[..<slash]), String(url[slash...]))
    }
    throw .usage(
      "sign: expected a URL such as http://127.0.0.1:8080/ring.png?value=15 or /ring.png?value=15, got '\(url)'")
  }
}
