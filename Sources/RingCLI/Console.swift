#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command's output goes; tests swap in memory buffers.
package struct Console: Sendable {
  /// Writes the command's product (an image for `-o -`, help text) to standard output.
  package var writeOutput: @Sendable ([UInt8]) throws(CommandError) -> Void
  /// Writes a diagnostic line to standard error.
  package var writeError: @Sendable (String) -> Void
  /// Reads all of standard input (for `--spec -`, `batch -`), failing as soon as it holds
  /// more than the given number of bytes.
  package var readInput: @Sendable (_ limit: Int) throws(CommandError) -> [UInt8]
  /// Whether standard output is a terminal.
  package var outputIsTerminal: Bool
  /// Whether standard error is a terminal (for progress bars).
  package var errorIsTerminal: Bool
  /// The terminal's environment, size, input and signals, for the ring as text.
  package var terminal: TerminalContext

  /// Creates a console from its three streams.
  package init(
    writeOutput: @escaping @Sendable ([UInt8]) throws(CommandError) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    readInput: @escaping @Sendable (_ limit: Int) throws(CommandError) -> [UInt8],
    outputIsTerminal: Bool = false,
    errorIsTerminal: Bool = false,
    terminal: TerminalContext = .detached
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.readInput = readInput
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.terminal = terminal
  }

  /// The process's standard output, error and input.
  package static let standard = Console(
    writeOutput: { bytes throws(CommandError) in try FileSystem.writeStandardOutput(bytes) },
    writeError: { line in try? FileSystem.writeStandardError(Array(line.utf8)) },
    readInput: { limit throws(CommandError) in try FileSystem.contents(of: "-", limit: limit) },
    outputIsTerminal: FileSystem.isTerminal(STDOUT_FILENO),
    errorIsTerminal: FileSystem.isTerminal(STDERR_FILENO),
    terminal: .process)
}

extension Console {
  /// This console for `--quiet`: warnings and summaries are dropped, and standard error counts
  /// as no terminal, so no progress bar is drawn; errors still get through.
  func quieted() -> Console {
    var quiet = self
    let write = writeError
    quiet.writeError = { line in
      if line.hasPrefix("ringgen: error:") { write(line) }
    }
    quiet.errorIsTerminal = false
    return quiet
  }
}
