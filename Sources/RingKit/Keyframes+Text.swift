extension Keyframes {
  /// The keyframes as `TIME:VALUE[:EASING], …`, which ``init(parsing:easing:)`` reads.
  var text: String {
    keyframes.map { keyframe in
      "\(FixedPoint.shortest(keyframe.time)):\(FixedPoint.shortest(keyframe.value))"
        + (keyframe.easing.map { ":" + $0.name } ?? "")
    }.joined(separator: ", ")
  }
}
