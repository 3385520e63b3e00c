/// How far a transition has got (0…1) after a share of its time (0…1).
///
/// `ringgen watch` eases through this protocol only. It stands in for the shared `Easing` of
/// the animation work, which this code predates: adopting that type means conforming it here
/// (or replacing this protocol with it) and changing ``WatchSession/easing``'s default.
protocol WatchEasing: Sendable {
  func progress(at time: Double) -> Double
}
