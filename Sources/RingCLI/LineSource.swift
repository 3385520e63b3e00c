/// What reading one more line of input gave.
package enum InputEvent: Sendable, Hashable {
  /// A line, without its terminator.
  case line(String)
  /// Nothing arrived before the timeout.
  case timeout
  /// The input is closed and every line has been given.
  case end
}

/// Input read a line at a time, waiting at most a given time for the next one.
package protocol LineSource {
  /// The next line, or ``InputEvent/timeout`` when none completes within `timeout` (nil waits
  /// as long as it takes), or ``InputEvent/end``.
  mutating func next(timeout: Duration?) throws(CommandError) -> InputEvent
}
