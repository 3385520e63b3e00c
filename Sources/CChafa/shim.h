// libchafa 1.12 (Debian libchafa-dev): its headers, for CRingABICheck only (see ring_chafa.h).
#include <chafa.h>
