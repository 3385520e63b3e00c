/// How the label writes its numbers.
public enum NumberFormat: Int, NamedCase {
  /// Digits and the decimal separator only, as printf's `%.Nf` (with ``ProgressRing/locale``'s
  /// digits and separator): `1849000`.
  case plain = 0
  /// Digits in groups, the locale's way: `1,849,000`, `1.849.000` (de-DE), `18,49,000` (hi-IN).
  case grouped = 1
  /// Large numbers shortened to two significant digits and a unit, as CLDR's short compact
  /// form: `1.8K`, `1,8 Mio.` (de-DE), `18 लाख` (hi-IN). Numbers below the locale's first unit
  /// are written with ``ProgressRing/decimalPlaces`` and grouped from five digits on.
  case compact = 2

  /// The lower-case name used on the command line and in JSON: `plain`, `grouped`, `compact`.
  public var name: String {
    switch self {
    case .plain: "plain"
    case .grouped: "grouped"
    case .compact: "compact"
    }
  }
}
