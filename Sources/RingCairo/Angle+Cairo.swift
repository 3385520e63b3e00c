import RingKit

extension Angle {
  /// The angle in Cairo's convention: radians from the +x axis (3 o'clock), growing towards
  /// +y, which on Cairo's y-down surfaces is clockwise.
  ///
  /// RingKit measures from 12 o'clock, a quarter turn earlier. This is the only place the two
  /// conventions meet.
  var cairoRadians: Double { radians - .pi / 2 }
}
