/// One request from the moment its request line is read until libmicrohttpd has finished with
/// it: created by the URI log callback, handed to every call of the handler through
/// `*req_cls`, and released by the request-completed callback.
///
/// libmicrohttpd calls back for one connection from one thread at a time, so the fields need
/// no lock; `pending` is written by a worker while the connection is suspended, before it
/// resumes it (which takes libmicrohttpd's lock).
final class Exchange: @unchecked Sendable {
  /// When the request line arrived.
  let started = ContinuousClock.now
  /// The request target as sent; nil when it is not UTF-8.
  let target: String?
  /// The client's address, the key of its rate-limit bucket: ``ClientAddress/unknown`` when
  /// libmicrohttpd had none or the server has no rate limit.
  let client: ClientAddress
  /// The method, read on the first handler call.
  var method = ""
  /// The header fields, read on the first handler call.
  var headers: [(name: String, value: String)] = []
  /// Whether the first handler call (headers only) has been answered with "go on".
  var headersRead = false
  /// The body so far, up to the limit.
  var body: [UInt8] = []
  /// Whether the body went over the limit (the rest is discarded).
  var bodyTooLarge = false
  /// What was answered, for the access log: the status (0 while none), body bytes sent, route.
  var status = 0
  var bytesSent = 0
  var route = "other"
  /// A worker's answer, set before it resumes the connection and queued on the handler call
  /// that follows.
  var pending: HTTPResponse?

  init(target: String?, client: ClientAddress = .unknown) {
    self.target = target
    self.client = client
  }
}
