// nettle's SHA-256, HMAC-SHA256 and constant-time comparison, for RingServer's ETags and signed
// URLs. nettle names its functions nettle_… behind macros (hmac_sha256_update is
// nettle_hmac_sha256_update), so Swift sees the prefixed names.
#include <nettle/hmac.h>
#include <nettle/memops.h>
#include <nettle/sha2.h>
