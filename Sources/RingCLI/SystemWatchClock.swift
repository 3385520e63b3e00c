#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The monotonic clock.
struct SystemWatchClock: WatchClock {
  private let origin = ContinuousClock.now

  var now: Duration { ContinuousClock.now - origin }

  func sleep(until deadline: Duration) {
    var remaining = deadline - now
    while remaining > .zero {
      let (seconds, attoseconds) = remaining.components
      var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
      _ = nanosleep(&request, nil)
      remaining = deadline - now
    }
  }
}
