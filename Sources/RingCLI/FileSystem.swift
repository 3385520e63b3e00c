#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations `ringgen` needs, with `strerror` messages that name the path.
enum FileSystem {
  /// Reads a whole file, or standard input for `-` (called `<stdin>` in messages), of at most
  /// `limit` bytes; it stops reading once there are more.
  static func contents(of path: String, limit: Int = 1 << 20) throws(CommandError) -> [UInt8] {
    let name = path == "-" ? "<stdin>" : path
    let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read '\(name)'") }
    defer { if path != "-" { close(descriptor) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw failure("cannot read '\(name)'") }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
      guard bytes.count <= limit else {
        throw .runtime("cannot read '\(name)': it is larger than \(limit / 1024) KiB")
      }
    }
  }

  /// Replaces the file at `path` with `bytes`, or fails leaving it as it was.
  ///
  /// The bytes go to a temporary file in the same folder, which is flushed to disk and then
  /// renamed over `path`, so readers see the old file or the new one, never a part, even after
  /// a crash. A new file gets mode 0666 less the umask; a replaced file keeps its mode, owner
  /// and group. The temporary file is removed if the process is interrupted (see
  /// ``TemporaryFiles``).
  ///
  /// Who may write what stays as `cp` leaves it: a rename needs only the folder's permission,
  /// so an existing file the user may not write is refused (EACCES, the file untouched) even
  /// where the folder would allow the rename. An existing file the user may write but whose
  /// folder they may not, or whose owner or group the new file cannot be given (only root may
  /// give a file away), is written in place instead, once every byte is made: room for them is
  /// taken first, so a full disk fails before the old bytes change, but a crash during that
  /// write can leave a part.
  ///
  /// A symbolic link is followed, so the file it points to is replaced, not the link; a loop
  /// or a chain of more than 40 links fails with ELOOP, as `open` would.
  ///
  /// What cannot be replaced by a rename is written in place: `/dev/stdout`, `/dev/stderr`,
  /// `/dev/fd/N` and `/proc/self/fd/N` (and links to them) through the descriptor the process
  /// already holds, so a pipe works and a file redirected with `>>` is appended to, not
  /// replaced; and an existing file that is not a regular file (a device, a FIFO, a socket)
  /// through `open`. A FIFO is opened without waiting: with no process reading it, the write
  /// fails at once (ENXIO) instead of blocking forever.
  ///
  /// With `durable` false the file is not flushed on its own: commands that write many files
  /// (batch, numbered frames) call ``flushAll()`` once at the end instead, since every
  /// `fsync` may wait for the whole file system's journal.
  static func writeAtomically(
    _ bytes: some Collection<UInt8>, to path: String, durable: Bool = true
  ) throws(CommandError) {
    let contiguous = Array(bytes)
    do {
      try writeAtomically(to: path, durable: durable, spooled: false) { write throws(CommandError) in
        try write(contiguous)
      }
    } catch let error as CommandError {
      throw error
    } catch {
      throw .runtime("cannot write '\(path)': \(error)")  // `produce` above throws only CommandError
    }
  }

  /// Replaces the file at `path` with the bytes `produce` hands to the writer it is given, in
  /// order and piece by piece, or fails leaving the file as it was; memory holds one piece.
  ///
  /// As ``writeAtomically(_:to:durable:)``: the pieces go to a temporary file that is renamed
  /// over `path` once `produce` returns, and is removed if it throws (its error is rethrown).
  /// What is written in place (standard output, a device, a FIFO) gets nothing until `produce`
  /// has returned either: the pieces wait in an unnamed temporary file (``SpoolFile``), so a
  /// failure halfway writes nothing there too.
  static func writeAtomically(
    to path: String, durable: Bool = true, _ produce: (_ write: ([UInt8]) throws(CommandError) -> Void) throws -> Void
  ) throws {
    try writeAtomically(to: path, durable: durable, spooled: true, produce)
  }

  /// Both of the above: with `spooled` false, what is written in place gets each piece at
  /// once (for a caller that hands over everything in one piece).
  private static func writeAtomically(
    to path: String, durable: Bool, spooled: Bool,
    _ produce: (_ write: ([UInt8]) throws(CommandError) -> Void) throws -> Void
  ) throws {
    let target: String
    switch try resolvingSymbolicLinks(path) {
    case .descriptor(let descriptor):
      try writeInPlace(name: path, spooled: spooled, produce) { () throws(CommandError) in descriptor }
      return
    case .path(let resolved): target = resolved
    }
    var existing = stat()
    let exists = stat(target, &existing) == 0
    let type = existing.st_mode & S_IFMT
    if exists && type == S_IFDIR {
      errno = EISDIR
      throw failure("cannot write '\(path)'")
    }
    if exists && type != S_IFREG {
      var opened: Int32 = -1
      defer { if opened >= 0 { close(opened) } }
      try writeInPlace(name: path, spooled: spooled, produce) { () throws(CommandError) in
        opened = try openInPlace(target, name: path)
        return opened
      }
      return
    }

    // The rename would replace a file the user may not write: refuse it, as `open` would.
    if exists, faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) != 0 { throw failure("cannot write '\(path)'") }

    let slash = target.lastIndex(of: "/")
    let folder = slash.map { target[...$0] } ?? ""
    guard let (descriptor, temporary) = TemporaryFiles.create(template: "\(folder).ringgen-XXXXXX") else {
      guard exists, errno == EACCES || errno == EPERM else { throw failure("cannot write '\(path)'") }
      try overwriteInPlace(target, name: path, durable: durable, spooled: spooled, produce)
      return
    }
    func discard() {
      close(descriptor)
      TemporaryFiles.remove(temporary)
    }
    func abandon(_ error: any Error) -> any Error {
      discard()
      return error
    }

    if exists, !giveOwnership(of: descriptor, as: existing) {
      discard()
      try overwriteInPlace(target, name: path, durable: durable, spooled: spooled, produce)
      return
    }
    let mode = exists ? existing.st_mode & 0o7777 : 0o666 & ~processUmask
    guard fchmod(descriptor, mode) == 0 else { throw abandon(failure("cannot write '\(path)'")) }
    do {
      try produce { bytes throws(CommandError) in try writeAll(bytes, to: descriptor, name: path) }
    } catch {
      throw abandon(error)
    }
    guard !durable || fsync(descriptor) == 0 else { throw abandon(failure("cannot write '\(path)'")) }
    guard close(descriptor) == 0 else {
      let error = failure("cannot write '\(path)'")
      TemporaryFiles.remove(temporary)
      throw error
    }
    guard TemporaryFiles.commit(temporary, to: target) else {
      let error = failure("cannot write '\(path)'")
      TemporaryFiles.remove(temporary)
      throw error
    }
  }

  /// Gives the new file at `descriptor` the owner and group of the file it replaces; false
  /// when that is not allowed (only root may give a file to another user, and a user only to
  /// a group they are in).
  private static func giveOwnership(of descriptor: Int32, as existing: stat) -> Bool {
    var created = stat()
    guard fstat(descriptor, &created) == 0 else { return false }
    guard created.st_uid != existing.st_uid || created.st_gid != existing.st_gid else { return true }
    return fchown(descriptor, existing.st_uid, existing.st_gid) == 0
  }

  /// Writes the regular file `target` over its old bytes once `produce` has made all of them
  /// (held in a ``SpoolFile`` when `spooled`, else in memory: the caller hands one piece), for a
  /// file that cannot be replaced by a rename without changing who may write it.
  private static func overwriteInPlace(
    _ target: String, name: String, durable: Bool, spooled: Bool,
    _ produce: (_ write: ([UInt8]) throws(CommandError) -> Void) throws -> Void
  ) throws {
    let spool = spooled ? try SpoolFile() : nil
    var held: [UInt8] = []
    try produce { bytes throws(CommandError) in
      if let spool { try spool.append(bytes) } else { held += bytes }
    }
    let length = spool?.count ?? held.count
    let descriptor = open(target, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot write '\(name)'") }
    func closing(_ error: CommandError) -> CommandError {
      close(descriptor)
      return error
    }
    #if canImport(Glibc)
      // Room for every byte first, so that a full disk or quota fails with the old file whole;
      // a file system that cannot reserve it is written without.
      let reserved = length > 0 ? posix_fallocate(descriptor, 0, off_t(length)) : 0
      if [ENOSPC, EDQUOT, EFBIG].contains(reserved) {
        errno = reserved
        throw closing(failure("cannot write '\(name)'"))
      }
    #endif
    do throws(CommandError) {
      if let spool {
        try spool.replay { bytes throws(CommandError) in try writeAll(bytes, to: descriptor, name: name) }
      } else {
        try writeAll(held, to: descriptor, name: name)
      }
    } catch {
      throw closing(error)
    }
    guard ftruncate(descriptor, off_t(length)) == 0, !durable || fsync(descriptor) == 0 else {
      throw closing(failure("cannot write '\(name)'"))
    }
    guard close(descriptor) == 0 else { throw failure("cannot write '\(name)'") }
  }

  /// Writes what `produce` makes to the descriptor `open` gives, straight through, or, when
  /// `spooled`, once `produce` has finished, from a ``SpoolFile`` (and only then opens it).
  private static func writeInPlace(
    name: String, spooled: Bool, _ produce: (_ write: ([UInt8]) throws(CommandError) -> Void) throws -> Void,
    open: () throws(CommandError) -> Int32
  ) throws {
    guard spooled else {
      let descriptor = try open()
      try produce { bytes throws(CommandError) in try writeAll(bytes, to: descriptor, name: name) }
      return
    }
    let spool = try SpoolFile()
    try produce { bytes throws(CommandError) in try spool.append(bytes) }
    let descriptor = try open()
    try spool.replay { bytes throws(CommandError) in try writeAll(bytes, to: descriptor, name: name) }
  }

  /// Flushes everything written so far to disk, once (`sync`), for commands that wrote many
  /// files without ``writeAtomically(_:to:durable:)``'s per-file flush.
  static func flushAll() {
    sync()
  }

  /// Opens an existing file that is not a regular file, such as a device or a FIFO, to write
  /// into it in place.
  private static func openInPlace(_ target: String, name: String) throws(CommandError) -> Int32 {
    // Non-blocking only for the open, so that a FIFO nobody reads fails rather than hangs.
    let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENXIO { throw .runtime("cannot write '\(name)': no process is reading it (a FIFO needs a reader)") }
      throw failure("cannot write '\(name)'")
    }
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
      let error = failure("cannot write '\(name)'")
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// Where a path leads once its symbolic links are followed.
  private enum Destination {
    /// A descriptor the process holds: `/dev/stdout`, `/dev/fd/N` and the like.
    case descriptor(Int32)
    /// A path that is not a symbolic link (it may not exist).
    case path(String)
  }

  /// Follows a chain of symbolic links to its end, stopping early at a path that names one of
  /// the process's own descriptors (whose link, `pipe:[N]` for a pipe, leads nowhere).
  private static func resolvingSymbolicLinks(_ path: String) throws(CommandError) -> Destination {
    var current = path
    for _ in 0...40 {  // the kernel's own limit on links in a chain
      if let descriptor = openDescriptor(named: current) { return .descriptor(descriptor) }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { return .path(current) }
      let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else if let slash = current.lastIndex(of: "/") {
        current = current[...slash] + link
      } else {
        current = link
      }
    }
    errno = ELOOP
    throw failure("cannot write '\(path)'")
  }

  /// The descriptor that `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` names.
  private static func openDescriptor(named path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return STDOUT_FILENO
    case "/dev/stderr": return STDERR_FILENO
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
        return Int32(path.dropFirst(prefix.count))
      }
      return nil
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

  static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32, name: String) throws(CommandError) {
    let contiguous = Array(bytes)
    var offset = 0
    while offset < contiguous.count {
      let written = contiguous.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      // SIGPIPE is ignored (see main.swift): a reader that went away is a failed write.
      if written < 0 && errno == EPIPE && descriptor == STDOUT_FILENO { throw .runtime("standard output closed") }
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
  static func failure(_ what: String) -> CommandError {
    .runtime("\(what): \(String(cString: strerror(errno)))")
  }
}
