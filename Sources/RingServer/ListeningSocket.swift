#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens the listening socket for an address, so that binding errors are ours to word and the
/// port the system chose for port 0 can be read back before the daemon starts.
enum ListeningSocket {
  /// A bound, listening TCP socket and the address it is bound to. The caller owns `fd`.
  static func open(_ address: ListenAddress, backlog: Int32) throws(ServerError) -> (fd: Int32, bound: ListenAddress) {
    guard let family = address.family else { throw ServerError("'\(address.host)' is not a numeric address") }
    let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw ServerError("cannot open a socket: \(errorText())") }
    var keep = false
    defer { if !keep { close(fd) } }
    var on: Int32 = 1
    guard setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
      throw ServerError("cannot set SO_REUSEADDR: \(errorText())")
    }
    var storage = sockaddr_storage()
    let length: socklen_t
    if family == AF_INET {
      var ipv4 = sockaddr_in()
      ipv4.sin_family = sa_family_t(AF_INET)
      ipv4.sin_port = address.port.bigEndian
      inet_pton(AF_INET, address.host, &ipv4.sin_addr)
      withUnsafeBytes(of: ipv4) { bytes in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) } }
      length = socklen_t(MemoryLayout<sockaddr_in>.size)
    } else {
      var ipv6 = sockaddr_in6()
      ipv6.sin6_family = sa_family_t(AF_INET6)
      ipv6.sin6_port = address.port.bigEndian
      inet_pton(AF_INET6, address.host, &ipv6.sin6_addr)
      withUnsafeBytes(of: ipv6) { bytes in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) } }
      length = socklen_t(MemoryLayout<sockaddr_in6>.size)
    }
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    guard bound == 0 else { throw ServerError("cannot listen on \(address): \(errorText())") }
    guard listen(fd, backlog) == 0 else { throw ServerError("cannot listen on \(address): \(errorText())") }
    var actual = sockaddr_storage()
    var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let named = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
    }
    guard named == 0 else { throw ServerError("cannot read the bound address: \(errorText())") }
    let port =
      family == AF_INET
      ? withUnsafeBytes(of: actual) { $0.load(as: sockaddr_in.self).sin_port }
      : withUnsafeBytes(of: actual) { $0.load(as: sockaddr_in6.self).sin6_port }
    keep = true
    return (fd, ListenAddress(host: address.host, port: UInt16(bigEndian: port)))
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
