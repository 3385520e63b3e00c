/// A request's `Accept` header (RFC 9110 §12.5.1) as the media ranges it names, each with its
/// weight, for choosing what to answer with.
///
/// A range matches an offer only by name, so a wildcard (`image/*`, `*/*`) matches only where
/// the caller offers it: the caller says which wildcards it answers and with what.
package struct AcceptHeader: Sendable {
  /// One media range of the header.
  package struct MediaRange: Sendable, Hashable {
    /// The range as named, lower-cased and without its parameters: `image/png`, `image/*`.
    package var name: String
    /// Its `q` weight; 1 when it gives none (or one that is not a number).
    package var quality: Double
  }

  /// The ranges in the order the header names them.
  package let ranges: [MediaRange]
  /// Whether the request sent no `Accept` (or an empty one), which accepts anything.
  package let acceptsAnything: Bool

  /// The header of `request`.
  package init(of request: HTTPRequest) {
    self.init(request.header("Accept"))
  }

  /// The header whose value is `value` (nil: none was sent).
  package init(_ value: String?) {
    guard let value, !value[...].trimmingAnyWhitespace().isEmpty else {
      ranges = []
      acceptsAnything = true
      return
    }
    acceptsAnything = false
    ranges = value.split(separator: ",").compactMap { range in
      let parts = range.split(separator: ";").map { $0.trimmingAnyWhitespace().lowercased() }
      guard let name = parts.first else { return nil }
      let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
      return MediaRange(name: name, quality: quality)
    }
  }

  /// What the header prefers among `offers`: the offer of the range it weighs highest (the
  /// first such range in the header on a tie), leaving out ranges it refuses with `q=0` and
  /// ranges no offer names; the first offer when the header accepts anything; nil when no
  /// offer is acceptable (406).
  package func preferred<Offer>(among offers: [(mediaRange: String, offer: Offer)]) -> Offer? {
    if acceptsAnything { return offers.first?.offer }
    var best: (quality: Double, offer: Offer)?
    for range in ranges where range.quality > 0 {
      guard let offer = offers.first(where: { $0.mediaRange == range.name })?.offer else { continue }
      if best.map({ range.quality > $0.quality }) ?? true { best = (range.quality, offer) }
    }
    return best?.offer
  }

  /// Whether the header names a media range of the top-level type `type` (`image` for
  /// `image/png` or `image/*`) that it does not refuse with `q=0`; `*/*` does not count.
  package func names(topLevelType type: String) -> Bool {
    ranges.contains { $0.name.hasPrefix(type + "/") && $0.quality > 0 }
  }
}
