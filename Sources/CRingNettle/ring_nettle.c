// See ring_nettle.h.
#include "ring_nettle.h"

#include <pthread.h>
#include <string.h>

#include "ring_loader.h"

// nettle's macros name its functions nettle_…; the symbols are those names.
#define RING_NETTLE_FUNCTIONS(X) \
  X(nettle_sha256_init) \
  X(nettle_sha256_update) \
  X(nettle_sha256_digest) \
  X(nettle_hmac_sha256_set_key) \
  X(nettle_hmac_sha256_update) \
  X(nettle_hmac_sha256_digest) \
  X(nettle_memeql_sec)

#define RING_NETTLE_POINTER(name) __typeof__(name) *name;
static struct {
  RING_NETTLE_FUNCTIONS(RING_NETTLE_POINTER)
} nettle;
#undef RING_NETTLE_POINTER

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static ring_library library = {.soname = "libnettle.so.8", .package = "libnettle8"};
static const char *problem;

static void load(void) {
  if (ring_library_open(&library) != 0) {
    problem = library.problem;
    return;
  }
#define RING_NETTLE_RESOLVE(name) *(void **)&nettle.name = ring_library_symbol(&library, #name);
  RING_NETTLE_FUNCTIONS(RING_NETTLE_RESOLVE)
#undef RING_NETTLE_RESOLVE
  problem = library.problem;
}

const char *ring_nettle_load(void) {
  pthread_once(&load_once, load);
  return problem;
}

void ring_sha256_init(struct sha256_ctx *context) {
  if (ring_nettle_load() == NULL) nettle.nettle_sha256_init(context);
}

void ring_sha256_update(struct sha256_ctx *context, size_t length, const uint8_t *data) {
  if (ring_nettle_load() == NULL) nettle.nettle_sha256_update(context, length, data);
}

void ring_sha256_digest(struct sha256_ctx *context, uint8_t *digest) {
  if (ring_nettle_load() == NULL) {
    nettle.nettle_sha256_digest(context, SHA256_DIGEST_SIZE, digest);
  } else {
    memset(digest, 0, SHA256_DIGEST_SIZE);
  }
}

void ring_hmac_sha256_set_key(struct hmac_sha256_ctx *context, size_t key_length, const uint8_t *key) {
  if (ring_nettle_load() == NULL) nettle.nettle_hmac_sha256_set_key(context, key_length, key);
}

void ring_hmac_sha256_update(struct hmac_sha256_ctx *context, size_t length, const uint8_t *data) {
  if (ring_nettle_load() == NULL) nettle.nettle_hmac_sha256_update(context, length, data);
}

void ring_hmac_sha256_digest(struct hmac_sha256_ctx *context, uint8_t *digest) {
  if (ring_nettle_load() == NULL) {
    nettle.nettle_hmac_sha256_digest(context, SHA256_DIGEST_SIZE, digest);
  } else {
    memset(digest, 0, SHA256_DIGEST_SIZE);
  }
}

int ring_memeql_sec(const void *a, const void *b, size_t size) {
  return ring_nettle_load() == NULL && nettle.nettle_memeql_sec(a, b, size) != 0;
}
