// libdeflate for CRingPNG's reader of whole PNG image data (ring_png_inflate.h).
#include <libdeflate.h>
