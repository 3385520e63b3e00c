import Dispatch
import Synchronization

/// A one-line progress bar on standard error, shown only once an export has run for a second,
/// so quick runs stay silent.
final class ProgressBar: Sendable {
  private let console: Console
  private let unit: String
  private let start = DispatchTime.now()
  private let shown = Mutex(false)
  private let highest = Mutex(0)
  private static let width = 30

  /// A bar counting `unit` ("frames", "rings").
  init(console: Console, unit: String = "frames") {
    self.console = console
    self.unit = unit
  }

  /// Redraws the bar for `done` of `total`.
  func update(done: Int, total: Int) {
    // Reports may come from several threads; never move the bar backwards.
    guard
      highest.withLock({ highest in
        guard done > highest else { return false }
        highest = done
        return true
      })
    else { return }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    guard elapsed >= 1 || shown.withLock({ $0 }) else { return }
    shown.withLock { $0 = true }
    let filled = total > 0 ? Self.width * done / total : Self.width
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: Self.width - filled)
    console.writeError("\r\u{1B}[Kringgen: \(bar) \(done)/\(total) \(unit)")
  }

  /// Clears the bar, if it was shown.
  func finish() {
    if shown.withLock({ $0 }) { console.writeError("\r\u{1B}[K") }
  }
}
