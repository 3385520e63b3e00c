import RingTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines from a file descriptor (standard input), read with `poll` and `read`, so waiting
/// for a line uses no CPU.
///
/// A line ends at `\n`, `\r\n` or a lone `\r` (progress meters such as curl's redraw their
/// line with `\r`); a last line without a terminator is still a line. Lines longer than
/// ``maxLineLength`` bytes are refused rather than buffered without limit.
struct DescriptorLineSource: LineSource {
  static let maxLineLength = 4096

  let descriptor: Int32
  private var buffer: [UInt8] = []
  private var scanned = 0
  private var skipLineFeed = false
  private var closed = false
  private var lineNumber = 0

  init(descriptor: Int32) {
    self.descriptor = descriptor
    closed = descriptor < 0
  }

  mutating func next(timeout: Duration?) throws(CommandError) -> InputEvent {
    while true {
      if let line = takeLine() { return .line(line) }
      if closed {
        guard !buffer.isEmpty else { return .end }
        defer {
          buffer.removeAll()
          scanned = 0
        }
        return .line(String(decoding: buffer, as: UTF8.self))
      }
      guard buffer.count <= Self.maxLineLength else {
        throw .runtime("watch: line \(lineNumber + 1) is longer than \(Self.maxLineLength) bytes")
      }
      // The terminal guard's wake descriptor too: a resize or a continue ends the wait early.
      var requests = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: TerminalGuard.wakeDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let milliseconds = timeout.map { Int32(clamping: max(0, Self.roundedUpMilliseconds($0))) } ?? -1
      let ready = poll(&requests, 2, milliseconds)
      if ready < 0 && errno == EINTR { return .timeout }
      guard ready >= 0 else { throw .runtime("watch: cannot read standard input: \(String(cString: strerror(errno)))") }
      if ready == 0 || requests[0].revents == 0 { return .timeout }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .runtime("watch: cannot read standard input: \(String(cString: strerror(errno)))")
      }
      if count == 0 { closed = true } else { buffer += chunk[..<count] }
    }
  }

  /// Removes and returns the first complete line in the buffer.
  private mutating func takeLine() -> String? {
    if skipLineFeed, let first = buffer.first {
      skipLineFeed = false
      if first == 0x0A {
        buffer.removeFirst()
        scanned = max(scanned - 1, 0)
      }
    }
    guard let end = buffer[scanned...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else {
      scanned = buffer.count
      return nil
    }
    let line = String(decoding: buffer[..<end], as: UTF8.self)
    skipLineFeed = buffer[end] == 0x0D
    buffer.removeFirst(end + 1)
    scanned = 0
    lineNumber += 1
    return line
  }

  private static func roundedUpMilliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
  }
}
