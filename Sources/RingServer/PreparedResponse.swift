import CMicroHTTPD

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A response built once, as libmicrohttpd sends it, and queued for any number of requests:
/// what the response cache keeps, so that answering a repeated URL copies no body and adds no
/// header.
///
/// The body lives in one `malloc` block that libmicrohttpd sends from without copying. The
/// libmicrohttpd response is reference-counted by libmicrohttpd itself: each queued request
/// holds it until its bytes are sent, and this object holds it until `deinit`. The block is
/// freed by libmicrohttpd when the last of them lets go, so an entry evicted from the cache
/// while connections still send it stays valid for them. HEAD requests get the same headers
/// (with the body's `Content-Length`) and no body.
package final class PreparedResponse: @unchecked Sendable {
  // @unchecked: every stored property is immutable after init, and libmicrohttpd locks its
  // response's reference count, so queueing it from several threads at once is safe.

  /// The status code, such as 200.
  package let status: Int
  /// The header fields as given, in order (libmicrohttpd adds `Content-Length` and `Date`).
  package let headers: [(name: String, value: String)]
  /// The body's length in bytes.
  package let count: Int
  /// The `struct MHD_Response *`.
  let raw: OpaquePointer
  /// The body, which `raw` sends from.
  private let bytes: UnsafeRawBufferPointer

  /// Builds the response; nil when libmicrohttpd cannot be loaded, memory runs out or
  /// libmicrohttpd refuses a header (a name or value with a line break, say).
  package init?(status: Int, headers: [(name: String, value: String)], body: [UInt8]) {
    // A response may be prepared before any server has loaded the library (a cache filled
    // ahead, the tests); loading is once per process.
    guard ring_mhd_load() == nil, let block = malloc(max(1, body.count)) else { return nil }
    body.withUnsafeBytes { source in
      if let base = source.baseAddress { block.copyMemory(from: base, byteCount: source.count) }
    }
    guard
      let created = ring_mhd_create_response_from_buffer_with_free_callback(body.count, block, { free($0) })
    else {
      free(block)
      return nil
    }
    for (name, value) in headers where ring_mhd_add_response_header(created, name, value) != .YES {
      ring_mhd_destroy_response(created)  // frees the block too
      return nil
    }
    self.status = status
    self.headers = headers
    self.count = body.count
    self.raw = created
    self.bytes = UnsafeRawBufferPointer(start: block, count: body.count)
  }

  deinit {
    ring_mhd_destroy_response(raw)
  }

  /// A copy of the body.
  package var body: [UInt8] { Array(bytes) }

  /// The value of the first header named `name` (any case), or nil.
  package func header(_ name: String) -> String? {
    headers.first { HTTPRequest.sameName($0.name, name) }?.value
  }

  /// What the cache counts for this response: the body, the header text and a fixed share for
  /// libmicrohttpd's bookkeeping.
  package var cost: Int {
    headers.reduce(count + 256) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
  }
}
