// zlib for RingServer's gzip responses: one function that owns its z_stream from init to end.
#include <string.h>
#include <zlib.h>

/// Compresses `input` as one gzip member (RFC 1952) at level 6 into `output`. Returns the
/// bytes written, or -1 when zlib fails or `output` (of `capacity` bytes) is too small.
static inline long ring_gzip(const unsigned char *input, size_t length, unsigned char *output, size_t capacity)
{
  if (length > 0x7fffffffu || capacity > 0x7fffffffu) return -1;
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  // 15 + 16: a 32 KiB window with a gzip header and trailer instead of zlib's.
  if (deflateInit2(&stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) return -1;
  stream.next_in = (Bytef *)input;
  stream.avail_in = (uInt)length;
  stream.next_out = output;
  stream.avail_out = (uInt)capacity;
  int status = deflate(&stream, Z_FINISH);
  long written = status == Z_STREAM_END ? (long)stream.total_out : -1;
  deflateEnd(&stream);
  return written;
}
