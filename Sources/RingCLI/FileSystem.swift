#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations `ringgen` needs, with `strerror` messages that name the path.
enum FileSystem {
  /// Reads a whole file, or standard input for `-`.
  static func contents(of path: String) throws(CommandError) -> [UInt8] {
    let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read '\(path)'") }
    defer { if path != "-" { close(descriptor) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw failure("cannot read '\(path)'") }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
  }

  /// Replaces the file at `path` with `bytes`, or fails leaving it as it was.
  ///
  /// The bytes go to a temporary file in the same folder, which is then renamed over `path`,
  /// so readers see the old file or the new one, never a part. A new file gets mode 0666 less
  /// the umask; a replaced file keeps its mode.
  static func writeAtomically(_ bytes: some Collection<UInt8>, to path: String) throws(CommandError) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { path[...$0] } ?? ""
    let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
    var template = Array("\(folder).\(name).XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw failure("cannot write '\(path)'") }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    func abandon(_ error: CommandError) -> CommandError {
      close(descriptor)
      unlink(temporary)
      return error
    }

    var existing = stat()
    let mode = stat(path, &existing) == 0 && (existing.st_mode & S_IFMT) == S_IFREG
      ? existing.st_mode & 0o7777 : 0o666 & ~processUmask
    guard fchmod(descriptor, mode) == 0 else { throw abandon(failure("cannot write '\(path)'")) }
    do throws(CommandError) {
      try writeAll(bytes, to: descriptor, name: path)
    } catch {
      throw abandon(error)
    }
    guard close(descriptor) == 0 else {
      let error = failure("cannot write '\(path)'")
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let error = failure("cannot write '\(path)'")
      unlink(temporary)
      throw error
    }
  }

  /// Writes everything to standard output.
  static func writeStandardOutput(_ bytes: some Collection<UInt8>) throws(CommandError) {
    try writeAll(bytes, to: STDOUT_FILENO, name: "standard output")
  }

  /// Whether the descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Writes everything to standard error.
  static func writeStandardError(_ bytes: some Collection<UInt8>) throws(CommandError) {
    try writeAll(bytes, to: STDERR_FILENO, name: "standard error")
  }

  private static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, name: String) throws(CommandError) {
    let contiguous = Array(bytes)
    var offset = 0
    while offset < contiguous.count {
      let written = contiguous.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw failure("cannot write '\(name)'") }
      offset += written
    }
  }

  /// The process's umask, read once (reading it means setting it, so do it only once).
  private static let processUmask: mode_t = {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }()

  /// A runtime failure with the reason `errno` gives.
  private static func failure(_ what: String) -> CommandError {
    .runtime("\(what): \(String(cString: strerror(errno)))")
  }
}
