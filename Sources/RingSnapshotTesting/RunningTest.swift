import FoundationEssentials
import Synchronization
import Testing
import XCTest

/// The test an assertion runs in: Swift Testing's current test, or XCTest's.
enum RunningTest: Sendable, Hashable {
  /// A Swift Testing test (its ID), and whether it is one case of a parameterized test.
  case swiftTesting(id: String, isParameterized: Bool)
  /// An XCTest test, by name (such as `-[RingTests testEmpty]`) once XCTest has told us.
  case xcTest(name: String?)

  /// The test running on this task; Swift Testing when `Test.current` is set, else XCTest.
  static var current: RunningTest {
    if let test = Test.current {
      return .swiftTesting(id: "\(test.id)", isParameterized: Test.Case.current?.isParameterized ?? false)
    }
    XCTestTracker.shared.start()
    return .xcTest(name: XCTestTracker.shared.currentName)
  }

  /// A key that tells this test apart from others, or nil when it is not known.
  var key: String? {
    switch self {
    case .swiftTesting(let id, _): "swift-testing \(id)"
    case .xcTest(let name?): "xctest \(name)"
    case .xcTest(nil): nil
    }
  }

  var isParameterized: Bool {
    if case .swiftTesting(_, true) = self { true } else { false }
  }
}

/// Learns from XCTest which test is running (XCTest runs one at a time), and resets that
/// test's snapshot counter when it starts.
///
/// It starts observing at the first snapshot assertion in an XCTest test; that first test's
/// name is not known, which only means it is not checked for name clashes.
final class XCTestTracker: NSObject, XCTestObservation, Sendable {
  static let shared = XCTestTracker()

  private let state = Mutex<(started: Bool, name: String?)>((false, nil))

  var currentName: String? { state.withLock { $0.name } }

  func start() {
    let first = state.withLock { state in
      defer { state.started = true }
      return !state.started
    }
    if first { XCTestObservationCenter.shared.addTestObserver(self) }
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    state.withLock { $0.name = testCase.name }
    SnapshotCounter.shared.reset(prefix: "xctest \(testCase.name)|")
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    state.withLock { $0.name = nil }
  }
}
