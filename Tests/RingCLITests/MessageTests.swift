import Foundation
import Testing

@testable import RingCLI

/// Messages that blamed the wrong input: overflow found while drawing was reported against
/// --value.
@Suite("Error messages name their input")
struct MessageTests {
  @Test(arguments: [
    (
      ["--from", "-1e308", "--value", "1e308", "-o", "@/r.gif"],
      "--from: the move from -1e+308 to 1e+308 is too large to compute: the value minus from must be a finite number"
    ),
    (
      ["--easing", "cubic-bezier(0,1e308,1,1e308)", "--duration", "1", "-o", "@/r.gif"],
      "--easing: cubic-bezier's Y1 and Y2 are too large to compute the curve with, not 'cubic-bezier(0,1e308,1,1e308)'"
    ),
    (
      ["--easing", "cubic-bezier(0,1e300,1,1e300)", "--value", "1e10", "--duration", "1", "-o", "@/r.gif"],
      "--easing: overshoots the largest number on the move from 0 to 10000000000"
    ),
    (
      ["--keyframes", "0:-1e308,1:1e308", "-o", "@/r.gif"],
      "--keyframes: the move from 0:-1e+308 to 1:1e+308 is too large to compute: values between must be finite numbers"
    ),
  ])
  func overflowBlamesTheInputThatCausedIt(arguments: [String], message: String) throws {
    try expectRejected(arguments, message: message)
  }

  /// A move from a huge start to a small end stays within both ends with an easing that does
  /// not overshoot, so it is drawn.
  @Test func aHugeStartWithoutOvershootIsFine() throws {
    let folder = try TemporaryFolder()
    let result = runInProcess(["--from", "-1e308", "--value", "3", "--duration", "0.1", "-o", folder.path("r.gif")])
    #expect(result.status == 0, "\(result.stderr)")
  }

  /// watch accepted the curve and then stopped with exit 64 at the first move.
  @Test func watchRefusesAnOverflowingEasingUpFront() {
    let result = runInProcess(["watch", "--easing", "cubic-bezier(0,1e308,1,1e308)"], stdin: "5\n")
    #expect(result.status == 64 && result.stdout.isEmpty)
    #expect(
      result.stderr
        == "ringgen: error: --easing: cubic-bezier's Y1 and Y2 are too large to compute the curve with, not 'cubic-bezier(0,1e308,1,1e308)'\n"
    )
  }
}
