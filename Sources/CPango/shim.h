// Pango and pangocairo's headers, for CRingABICheck only: RingCairo reaches Pango through
// CRingPango, which loads it with dlopen (see ring_pango.h).
#include <pango/pangocairo.h>
