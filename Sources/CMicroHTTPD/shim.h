// libmicrohttpd (and glibc's mallopt) for RingServer. Swift does not import C variadic
// functions, so the two that RingServer needs (starting a daemon, asking it for information) are wrapped here.
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>
#if defined(__GLIBC__)
#include <malloc.h>  // mallopt, for RingServer's AllocatorTuning
#endif

/// The URI log callback's type (MHD_OPTION_URI_LOG_CALLBACK), which the header does not name.
typedef void *(*ring_mhd_uri_log_callback)(void *cls, const char *uri, struct MHD_Connection *connection);

/// MHD_start_daemon on the listening socket `listen_fd`, with the request-completed and URI
/// log callbacks (which share `cls` with the handler) and the options in `options`, an array
/// that ends with MHD_OPTION_END. Returns NULL when the daemon cannot start.
static inline struct MHD_Daemon *ring_mhd_start_daemon(
  unsigned int flags, int listen_fd, MHD_AccessHandlerCallback handler, MHD_RequestCompletedCallback completed,
  ring_mhd_uri_log_callback uri_log, void *cls, const struct MHD_OptionItem *options)
{
  return MHD_start_daemon(
    flags, 0, NULL, NULL, handler, cls,
    MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_fd,
    MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
    MHD_OPTION_URI_LOG_CALLBACK, uri_log, cls,
    MHD_OPTION_ARRAY, options,
    MHD_OPTION_END);
}

/// The number of open connections, or -1 when the daemon cannot say.
static inline long ring_mhd_current_connections(struct MHD_Daemon *daemon)
{
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
  return info == NULL ? -1 : (long)info->num_connections;
}
