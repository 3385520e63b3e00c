#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An unnamed temporary file that holds an output made piece by piece until it is complete,
/// for destinations that cannot be replaced by a rename (standard output, a device, a FIFO):
/// they then get the whole output or nothing, and memory holds one piece at a time.
///
/// The file is made in `$TMPDIR` (or `/tmp`) and unlinked at once, so that it takes no name
/// and disappears when its descriptor is closed, however the process ends.
final class SpoolFile {
  private let descriptor: Int32
  /// The bytes appended so far.
  private(set) var count = 0

  /// Creates the file; fails (runtime) when the temporary folder cannot take one.
  init() throws(CommandError) {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    guard let (descriptor, path) = TemporaryFiles.create(template: "\(folder)/.ringgen-XXXXXX") else {
      throw FileSystem.failure("cannot create a temporary file in '\(folder)'")
    }
    TemporaryFiles.remove(path)
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Adds bytes at the end.
  func append(_ bytes: [UInt8]) throws(CommandError) {
    try FileSystem.writeAll(bytes, to: descriptor, name: "a temporary file")
    count += bytes.count
  }

  /// Hands everything appended so far to `write`, from the start, in pieces of 1 MiB.
  func replay(_ write: ([UInt8]) throws(CommandError) -> Void) throws(CommandError) {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw FileSystem.failure("cannot read a temporary file") }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw FileSystem.failure("cannot read a temporary file") }
      if count == 0 { return }
      try write(Array(chunk[..<count]))
    }
  }
}
