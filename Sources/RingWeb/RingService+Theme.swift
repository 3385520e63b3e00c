import RingKit
import RingRenderer
import RingServer

extension RingService {
  /// The prefix of a query key that sets one dark colour: `dark.progressColor=#60a5fa`.
  static let darkQueryPrefix = RenderSpec.Key.dark.rawValue + "."

  /// The query with every `dark.KEY=COLOR` (and `dark=KEY=COLOR,…`) joined into one `dark`
  /// parameter where the first stood, as `--dark` takes them; the key table's `dark` reader
  /// then judges each key and colour.
  static func joiningDarkKeys(_ parameters: [QueryString.Parameter]) throws(ServiceError) -> [QueryString.Parameter] {
    var items: [String] = []
    var firstIndex: Int?
    var others: [QueryString.Parameter] = []
    for parameter in parameters {
      if parameter.key.hasPrefix(darkQueryPrefix) {
        let name = String(parameter.key.dropFirst(darkQueryPrefix.count))
        guard let value = parameter.value, !value.isEmpty else {
          throw ServiceError(400, "query: \(parameter.key) needs a value: \(parameter.key)=COLOR")
        }
        items.append(name + "=" + value)
      } else if parameter.key == RenderSpec.Key.dark.rawValue, let value = parameter.value, !value.isEmpty {
        items.append(value)
      } else {
        others.append(parameter)
        continue
      }
      if firstIndex == nil { firstIndex = others.count }
    }
    guard let firstIndex else { return parameters }
    others.insert(
      QueryString.Parameter(key: RenderSpec.Key.dark.rawValue, value: items.joined(separator: ",")), at: firstIndex)
    return others
  }
}
