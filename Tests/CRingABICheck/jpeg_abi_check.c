// Every prototype and constant in CRingJPEG is checked here, at compile time, against
// libjpeg-turbo's installed turbojpeg.h: a mismatch fails the test build.
#include "ring_abi_check.h"

#include <turbojpeg.h>

#include "ring_jpeg.h"

#define CHECK_tjInitDecompress CHECK_DIRECT(tjInitDecompress)
#define CHECK_tjDecompressHeader3 CHECK_DIRECT(tjDecompressHeader3)
#define CHECK_tjDecompress2 CHECK_DIRECT(tjDecompress2)
#define CHECK_tjDestroy CHECK_DIRECT(tjDestroy)
#define CHECK_tjGetErrorStr2 CHECK_DIRECT(tjGetErrorStr2)
RING_JPEG_FUNCTIONS(CHECK_PROTOTYPE)

_Static_assert(RING_TJPF_RGBA == TJPF_RGBA, "TJPF_RGBA");
_Static_assert(RING_TJFLAG_STOPONWARNING == TJFLAG_STOPONWARNING, "TJFLAG_STOPONWARNING");
