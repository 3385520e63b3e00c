import CMicroHTTPD

// libmicrohttpd's callbacks. They are global functions in this file, not closures in
// main.swift: a @convention(c) closure there is MainActor-isolated, and the worker threads that
// call it would trap in Swift 6's isolation check.

/// MHD_OPTION_URI_LOG_CALLBACK: the request line has been read. Creates the request's
/// ``Exchange`` (which becomes `*req_cls`) while the target is still percent-encoded.
func serverRequestLineRead(
  _ context: UnsafeMutableRawPointer?, _ uri: UnsafePointer<CChar>?, _ connection: OpaquePointer?
) -> UnsafeMutableRawPointer? {
  guard let context else { return nil }
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  server.metrics.requestStarted()
  // The client's address is the rate limiter's alone: without one, no request pays for it.
  var client = ClientAddress.unknown
  if server.rateLimiter != nil, let connection {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { bytes in
      if ring_mhd_client_address(connection, bytes.baseAddress) == 0 {
        client = ClientAddress(bytes: UnsafeRawBufferPointer(bytes))
      }
    }
  }
  let exchange = Exchange(target: uri.flatMap { String(validatingCString: $0) }, client: client)
  return Unmanaged.passRetained(exchange).toOpaque()
}

/// MHD_OPTION_NOTIFY_COMPLETED: libmicrohttpd is done with the request (sent, or the
/// connection failed). Writes the access log line and releases the ``Exchange``.
func serverRequestCompleted(
  _ context: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
  _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ termination: MHD_RequestTerminationCode
) {
  guard let context, let requestContext, let pointer = requestContext.pointee else { return }
  requestContext.pointee = nil
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeRetainedValue()
  server.metrics.requestFinished()
  server.logCompleted(exchange, finished: termination == .REQUEST_TERMINATED_COMPLETED_OK)
}

/// The MHD_AccessHandlerCallback: called once with the headers, once per piece of the body,
/// and once more at the end, when the response is queued or the connection suspended until a
/// worker has it (and once more after that, to queue it). Answering on the first call would
/// make libmicrohttpd close the connection, so only a body too large is answered there.
func serverAnswerRequest(
  _ context: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ url: UnsafePointer<CChar>?,
  _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?, _ uploadData: UnsafePointer<CChar>?,
  _ uploadDataSize: UnsafeMutablePointer<Int>?, _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
  guard let context, let connection, let uploadDataSize, let requestContext, let pointer = requestContext.pointee
  else { return .NO }
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeUnretainedValue()
  if !exchange.headersRead {
    exchange.headersRead = true
    exchange.method = method.map { String(cString: $0) } ?? ""
    exchange.headers = serverHeaders(of: connection)
    let declared = exchange.headers.first { HTTPRequest.sameName($0.name, "Content-Length") }.flatMap { Int($0.value) }
    if let declared, declared > server.configuration.bodyLimit {
      return server.queue(server.bodyTooLarge(), for: exchange, on: connection)
    }
    return .YES
  }
  if uploadDataSize.pointee > 0 {
    let size = uploadDataSize.pointee
    if exchange.body.count + size > server.configuration.bodyLimit {
      exchange.bodyTooLarge = true
      exchange.body = []
    } else if let uploadData, !exchange.bodyTooLarge {
      uploadData.withMemoryRebound(to: UInt8.self, capacity: size) {
        exchange.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: size))
      }
    }
    uploadDataSize.pointee = 0
    return .YES
  }
  if let pending = exchange.pending {
    exchange.pending = nil
    return server.queue(pending, for: exchange, on: connection)
  }
  return server.answer(exchange, on: connection)
}

/// The request's header fields, in order.
private func serverHeaders(of connection: OpaquePointer) -> [(name: String, value: String)] {
  var headers = HeaderList()
  withUnsafeMutablePointer(to: &headers) { list in
    _ = ring_mhd_get_connection_values(connection, .HEADER_KIND, serverCollectHeader, list)
  }
  return headers.fields
}

/// The header fields read so far, filled in by ``serverCollectHeader``.
private struct HeaderList {
  var fields: [(name: String, value: String)] = []
}

/// MHD_KeyValueIterator: one header field. Fields that are not UTF-8 are left out.
private func serverCollectHeader(
  _ context: UnsafeMutableRawPointer?, _ kind: MHD_ValueKind, _ key: UnsafePointer<CChar>?,
  _ value: UnsafePointer<CChar>?
) -> MHD_Result {
  guard let context, let key, let name = String(validatingCString: key) else { return .YES }
  let text = value.flatMap { String(validatingCString: $0) } ?? ""
  context.assumingMemoryBound(to: HeaderList.self).pointee.fields.append((name, text))
  return .YES
}
