// libchafa 1.12 (Debian libchafa-dev), for sixel output; only RingTerminal imports it.
#include <chafa.h>
