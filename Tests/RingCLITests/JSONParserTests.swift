import Foundation
import RingKit
import Testing

@testable import RingCLI

#if canImport(Glibc)
  import Glibc
#endif

@Suite("JSON parser")
struct JSONParserTests {
  /// 100 000 distinct keys: each key used to be compared with every earlier one, so this took
  /// tens of seconds. The bound is generous (a debug build parses it in about 0.3 s of CPU); a
  /// quadratic check misses it by far. It is this thread's CPU time, not the wall clock, so
  /// other tests and builds sharing the machine do not make it fail.
  @Test func manyKeysParseInLinearTime() throws {
    let count = 100_000
    let text = "{" + (0..<count).map { "\"k\($0)\":\($0 % 10)" }.joined(separator: ",") + "}"
    var value: JSONValue?
    let start = threadCPUTime()
    value = try JSONParser.parse(text)
    let elapsed = threadCPUTime() - start
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.count == count)
    #expect(members.last?.key == "k99999" && members.last?.value == .number(9))
    #expect(elapsed < 1, "\(elapsed) s")
  }

  /// The CPU time this thread has used, in seconds.
  private func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The set that replaced the search still finds a duplicate, and says where.
  @Test func duplicateKeyAfterManyKeysIsFound() {
    let text = "{" + (0..<1000).map { "\"k\($0)\":0" }.joined(separator: ",") + ",\n\"k500\":1}"
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    do {
      _ = try JSONParser.parse(text)
    } catch {
      #expect(error.description == "line 2, column 7: duplicate key \"k500\"")
    }
  }
}
