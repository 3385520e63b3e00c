#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A host and port to listen on: a numeric address (`127.0.0.1:8080`, `0.0.0.0:8080`,
/// `[::1]:0`, `[::]:8080`) or a host name (`localhost:8080`), which is resolved when the socket
/// is opened. An IPv6 address is written in brackets, and only an IPv6 address may be.
package struct ListenAddress: Sendable, Hashable, CustomStringConvertible {
  /// The host as written, without brackets: `127.0.0.1`, `::`, `localhost`.
  package var host: String
  /// The port; 0 lets the system choose one.
  package var port: UInt16

  package init(host: String, port: UInt16) {
    self.host = host
    self.port = port
  }

  /// Parses `HOST:PORT` (an IPv6 host in brackets); nil with the reason when it is not one.
  /// A host name is not looked up here: resolving is the socket's (``ListeningSocket``).
  package static func parse(_ text: String) -> Result<ListenAddress, ListenAddressError> {
    let host: Substring
    let portText: Substring
    let bracketed = text.hasPrefix("[")
    if bracketed {
      guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
        return .failure(ListenAddressError("expected [IPv6]:PORT such as [::1]:8080, got '\(text)'"))
      }
      host = text[text.index(after: text.startIndex)..<close]
      portText = text[text.index(close, offsetBy: 2)...]
    } else {
      guard let colon = text.lastIndex(of: ":"), colon != text.startIndex, !text[..<colon].contains(":") else {
        return .failure(
          ListenAddressError("expected HOST:PORT such as 127.0.0.1:8080, localhost:8080 or [::]:8080, got '\(text)'"))
      }
      host = text[..<colon]
      portText = text[text.index(after: colon)...]
    }
    guard let port = UInt16(portText), portText.allSatisfy(\.isASCII) else {
      return .failure(ListenAddressError("expected a port from 0 to 65535 after the address, got '\(portText)'"))
    }
    let address = ListenAddress(host: String(host), port: port)
    if bracketed, address.family != AF_INET6 {
      return .failure(ListenAddressError("'\(host)' in brackets is not a numeric IPv6 address"))
    }
    return .success(address)
  }

  /// `AF_INET` or `AF_INET6` when `host` is a numeric address of that family; nil for a name.
  var family: Int32? {
    var ipv4 = in_addr()
    if inet_pton(AF_INET, host, &ipv4) == 1 { return AF_INET }
    var ipv6 = in6_addr()
    if inet_pton(AF_INET6, host, &ipv6) == 1 { return AF_INET6 }
    return nil
  }

  package var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// Why a listen address was refused.
package struct ListenAddressError: Error, Sendable, CustomStringConvertible {
  package var description: String
  init(_ description: String) { self.description = description }
}
