import RingServer

/// `ringgen sign URL --signing-key-file FILE`: the URL with the `sig=` that a server started
/// with the same key file accepts (``RingServer/URLSigning``): hex HMAC-SHA256 of the path and
/// query as given, any `sig=` it had replaced.
enum SignCommand {
  /// The flags of `ringgen sign`.
  static let sections: [Command.OwnSection] = [
    Command.OwnSection(
      title: "SIGNING",
      options: [
        Command.OwnOption(
          ["--signing-key-file"], "FILE",
          "The key, as ringgen serve --signing-key-file reads it: the file's bytes less a final line break.")
      ]),
    Command.OwnSection(title: "GENERAL", options: [Command.OwnOption(["-h", "--help"], "Show this help.")]),
  ]

  static func run(_ arguments: [String], console: Console) throws(CommandError) {
    var url: String?
    var keyFile: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "-h" || argument == "--help" {
        try console.writeOutput(Array(HelpText.render(.sign, version: RingGen.version).utf8))
        return
      }
      if argument == "--signing-key-file" {
        guard index < arguments.count else { throw .usage("sign: --signing-key-file needs a value") }
        keyFile = arguments[index]
        index += 1
      } else if argument.hasPrefix("--signing-key-file=") {
        keyFile = String(argument.dropFirst("--signing-key-file=".count))
      } else if argument.hasPrefix("-") && argument != "-" {
        throw .usage("sign: unknown option '\(argument)'; see ringgen sign --help")
      } else {
        guard url == nil else { throw .usage("sign: one URL at a time; got '\(url ?? "")' and '\(argument)'") }
        url = argument
      }
    }
    guard let url else { throw .usage("sign: give the URL to sign: ringgen sign URL --signing-key-file FILE") }
    guard let keyFile else { throw .usage("sign: --signing-key-file FILE is needed") }
    let signing = try ServeOptions.signing(keyFile: keyFile, shown: "--signing-key-file", command: "sign")
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
