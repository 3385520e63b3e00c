// libmicrohttpd for RingServer, loaded with dlopen the first time `ringgen serve` needs it.
//
// Linking it would load it, GnuTLS and seven more libraries (and run GnuTLS's initialisation)
// in every ringgen process, which costs a PNG render about as much time as drawing the ring;
// only `serve` uses it. The header still comes from libmicrohttpd-dev, so the types,
// constants and function types are libmicrohttpd's own.
//
// Swift does not import C variadic functions, so MHD_start_daemon is wrapped with fixed
// arguments.
#ifndef RING_MHD_H
#define RING_MHD_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>
#if defined(__GLIBC__)
#include <malloc.h>  // mallopt, for RingServer's AllocatorTuning (glibc itself, not libmicrohttpd)
#endif

/// Loads libmicrohttpd (once per process; later calls return the first answer). Returns NULL
/// when every function below is ready, or a message saying why not. Call it before any other.
const char *ring_mhd_load(void);

/// The URI log callback's type (MHD_OPTION_URI_LOG_CALLBACK), which the header does not name.
typedef void *(*ring_mhd_uri_log_callback)(void *cls, const char *uri, struct MHD_Connection *connection);

/// MHD_start_daemon on the listening socket `listen_fd`, with the request-completed and URI
/// log callbacks (which share `cls` with the handler) and the options in `options`, an array
/// that ends with MHD_OPTION_END. Returns NULL when the daemon cannot start.
struct MHD_Daemon *ring_mhd_start_daemon(
  unsigned int flags, int listen_fd, MHD_AccessHandlerCallback handler, MHD_RequestCompletedCallback completed,
  ring_mhd_uri_log_callback uri_log, void *cls, const struct MHD_OptionItem *options);

// libmicrohttpd's functions of the same name without the `ring_` prefix.
MHD_socket ring_mhd_quiesce_daemon(struct MHD_Daemon *daemon);
void ring_mhd_stop_daemon(struct MHD_Daemon *daemon);
int ring_mhd_get_connection_values(
  struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator, void *iterator_cls);
struct MHD_Response *ring_mhd_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode);
void ring_mhd_destroy_response(struct MHD_Response *response);
enum MHD_Result ring_mhd_add_response_header(struct MHD_Response *response, const char *header, const char *content);
enum MHD_Result ring_mhd_queue_response(
  struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response);
struct MHD_Response *ring_mhd_create_response_from_buffer_with_free_callback(
  size_t size, void *buffer, MHD_ContentReaderFreeCallback crfc);
void ring_mhd_suspend_connection(struct MHD_Connection *connection);

/// A response of `size` octets whose content is never read, for a 304: libmicrohttpd 0.9.75
/// sends a 304 without its body but with the response's size as Content-Length, so the 304 of a
/// 200 of `size` octets says what RFC 9110 §8.6 allows (a buffer of 0 octets would say 0, which
/// it forbids unless the 200 is empty). Were a version to read it, the read fails and the
/// connection closes rather than sending made-up octets.
struct MHD_Response *ring_mhd_create_unread_response(uint64_t size);
void ring_mhd_resume_connection(struct MHD_Connection *connection);

/// The connection's client address as the 16 bytes of an IPv6 address into `address` (an IPv4
/// address as `::ffff:a.b.c.d`, the form an IPv6 socket gives it); 0 on success, -1 when
/// libmicrohttpd has none or it is not IPv4 or IPv6.
int ring_mhd_client_address(struct MHD_Connection *connection, uint8_t address[16]);

#endif
