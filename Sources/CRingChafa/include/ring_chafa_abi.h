// GLib's GString layout, which ring_chafa.c reads, under our own tag. CRingABICheck checks it
// against GLib's header; nothing else should include this file.
#ifndef RING_CHAFA_ABI_H
#define RING_CHAFA_ABI_H

#include <stddef.h>

struct ring_g_string {  // GString
  char *str;
  size_t len;
  size_t allocated_len;
};

#endif
