import RingKit

/// Reading inputs and writing outputs, the same way for every command.
extension Console {
  /// The most a batch or sheet file (or standard input) may hold, in bytes.
  static let dataInputLimit = 64 << 20

  /// The UTF-8 text of the file at `path`, or of standard input for `-`, of at most `limit`
  /// bytes. Every failure is bad input (exit 64) naming the path; callers put their option or
  /// command in front (`--spec: …`, `batch: …`).
  func readText(_ path: String, limit: Int) throws(CommandError) -> String {
    let name = path == "-" ? "<stdin>" : path
    let bytes: [UInt8]
    do throws(CommandError) {
      bytes = path == "-" ? try readInput(limit) : try FileSystem.contents(of: path, limit: limit)
    } catch {
      throw .usage(error.message)
    }
    guard bytes.count <= limit else { throw .usage("cannot read '\(name)': it is larger than \(limit / 1024) KiB") }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .usage("\(name): the file is not UTF-8 text")
    }
    return text
  }

  /// Refuses to send an image's bytes to a terminal, before any work is done.
  func checkCanWrite(_ format: ImageFormat, to output: String) throws(CommandError) {
    if output == "-", outputIsTerminal, format.isBinary {
      throw .usage(
        "refusing to write \(format.rawValue.uppercased()) to a terminal; redirect standard output or use -o FILE")
    }
  }

  /// Writes `bytes` to standard output for `-`, else atomically to the file at `output`
  /// (see ``FileSystem/writeAtomically(_:to:durable:)``).
  func write(_ bytes: some Collection<UInt8>, to output: String, durable: Bool = true) throws(CommandError) {
    if output == "-" {
      try writeOutput(Array(bytes))
    } else {
      try FileSystem.writeAtomically(bytes, to: output, durable: durable)
    }
  }

  /// Writes what `produce` hands to its writer, piece by piece: to standard output for `-`
  /// once `produce` has finished (the pieces wait in a ``SpoolFile``), else atomically to the
  /// file at `output` (see ``FileSystem/writeAtomically(to:durable:_:)``). Either way a
  /// failure writes nothing and memory holds one piece, however large the output.
  func write(
    to output: String, durable: Bool = true,
    _ produce: (_ write: ([UInt8]) throws(CommandError) -> Void) throws -> Void
  ) throws {
    guard output == "-" else {
      try FileSystem.writeAtomically(to: output, durable: durable, produce)
      return
    }
    let spool = try SpoolFile()
    try produce { bytes throws(CommandError) in try spool.append(bytes) }
    try spool.replay(writeOutput)
  }
}
