/// Time for `ringgen watch`, as a duration since the command started.
package protocol WatchClock: Sendable {
  /// The time now.
  var now: Duration { get }
  /// Waits until `deadline`; returns at once if it has passed.
  func sleep(until deadline: Duration)
}
