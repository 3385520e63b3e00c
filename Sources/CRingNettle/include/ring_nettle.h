// nettle's SHA-256, HMAC-SHA256 and constant-time comparison, for RingServer's strong ETags and
// signed URLs, loaded with dlopen when a server or `ringgen sign` first needs them, as
// libmicrohttpd is (ring_mhd.h): every other command would pay to map a linked library.
//
// nettle's headers are on the default include path, so this header includes them for the
// context types (sha256_ctx, hmac_sha256_ctx), and ring_nettle.c takes each function's type
// from nettle's own declaration (`__typeof__`): nothing is linked.
#ifndef RING_NETTLE_H
#define RING_NETTLE_H

#include <nettle/hmac.h>
#include <nettle/memops.h>
#include <nettle/sha2.h>
#include <stddef.h>
#include <stdint.h>

/// Loads libnettle (once per process; later calls return the first answer). Returns NULL when
/// every function is ready, or a message saying why not ("cannot load libnettle.so.8 (install
/// libnettle8): …"). Callers check it before they make their first digest.
const char *ring_nettle_load(void);

/// sha256_init, sha256_update and sha256_digest (32 bytes). Without nettle (ring_nettle_load
/// said why), the digest is 32 zero bytes.
void ring_sha256_init(struct sha256_ctx *context);
void ring_sha256_update(struct sha256_ctx *context, size_t length, const uint8_t *data);
void ring_sha256_digest(struct sha256_ctx *context, uint8_t *digest);

/// hmac_sha256_set_key, hmac_sha256_update and hmac_sha256_digest (32 bytes), as above.
void ring_hmac_sha256_set_key(struct hmac_sha256_ctx *context, size_t key_length, const uint8_t *key);
void ring_hmac_sha256_update(struct hmac_sha256_ctx *context, size_t length, const uint8_t *data);
void ring_hmac_sha256_digest(struct hmac_sha256_ctx *context, uint8_t *digest);

/// memeql_sec: 1 when the `size` bytes at `a` and `b` are equal, in time that does not depend
/// on where they differ; 0 otherwise (and without nettle).
int ring_memeql_sec(const void *a, const void *b, size_t size);

#endif
