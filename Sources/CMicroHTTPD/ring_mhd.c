// libmicrohttpd through dlopen: see ring_mhd.h for why.
#include "ring_mhd.h"

#include <netinet/in.h>
#include <pthread.h>
#include <string.h>

#include "ring_loader.h"

// The soname of the ABI the header describes (libmicrohttpd12 in Debian since 0.9.44).
#define RING_MHD_SONAME "libmicrohttpd.so.12"

// Each pointer has the type of the header's own declaration, so a call through it is checked
// against libmicrohttpd's prototype.
static struct {
  __typeof__(&MHD_start_daemon) start_daemon;
  __typeof__(&MHD_quiesce_daemon) quiesce_daemon;
  __typeof__(&MHD_stop_daemon) stop_daemon;
  __typeof__(&MHD_get_connection_values) get_connection_values;
  __typeof__(&MHD_create_response_from_buffer) create_response_from_buffer;
  __typeof__(&MHD_destroy_response) destroy_response;
  __typeof__(&MHD_add_response_header) add_response_header;
  __typeof__(&MHD_queue_response) queue_response;
  __typeof__(&MHD_create_response_from_buffer_with_free_callback) create_response_from_buffer_with_free_callback;
  __typeof__(&MHD_create_response_from_callback) create_response_from_callback;
  __typeof__(&MHD_suspend_connection) suspend_connection;
  __typeof__(&MHD_resume_connection) resume_connection;
  __typeof__(&MHD_get_connection_info) get_connection_info;
} mhd;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static ring_library library = {.soname = RING_MHD_SONAME, .package = "libmicrohttpd12"};

static void load(void) {
  // Never closed: the daemon's threads run its code until the process ends.
  if (ring_library_open(&library) != 0) return;
  mhd.start_daemon = ring_library_symbol(&library, "MHD_start_daemon");
  mhd.quiesce_daemon = ring_library_symbol(&library, "MHD_quiesce_daemon");
  mhd.stop_daemon = ring_library_symbol(&library, "MHD_stop_daemon");
  mhd.get_connection_values = ring_library_symbol(&library, "MHD_get_connection_values");
  mhd.create_response_from_buffer = ring_library_symbol(&library, "MHD_create_response_from_buffer");
  mhd.destroy_response = ring_library_symbol(&library, "MHD_destroy_response");
  mhd.add_response_header = ring_library_symbol(&library, "MHD_add_response_header");
  mhd.queue_response = ring_library_symbol(&library, "MHD_queue_response");
  mhd.create_response_from_buffer_with_free_callback =
    ring_library_symbol(&library, "MHD_create_response_from_buffer_with_free_callback");
  mhd.create_response_from_callback = ring_library_symbol(&library, "MHD_create_response_from_callback");
  mhd.suspend_connection = ring_library_symbol(&library, "MHD_suspend_connection");
  mhd.resume_connection = ring_library_symbol(&library, "MHD_resume_connection");
  mhd.get_connection_info = ring_library_symbol(&library, "MHD_get_connection_info");
}

const char *ring_mhd_load(void) {
  pthread_once(&load_once, load);
  return library.problem;
}

struct MHD_Daemon *ring_mhd_start_daemon(
  unsigned int flags, int listen_fd, MHD_AccessHandlerCallback handler, MHD_RequestCompletedCallback completed,
  ring_mhd_uri_log_callback uri_log, void *cls, const struct MHD_OptionItem *options) {
  return mhd.start_daemon(
    flags, 0, NULL, NULL, handler, cls,
    MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_fd,
    MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
    MHD_OPTION_URI_LOG_CALLBACK, uri_log, cls,
    MHD_OPTION_ARRAY, options,
    MHD_OPTION_END);
}

MHD_socket ring_mhd_quiesce_daemon(struct MHD_Daemon *daemon) { return mhd.quiesce_daemon(daemon); }

void ring_mhd_stop_daemon(struct MHD_Daemon *daemon) { mhd.stop_daemon(daemon); }

int ring_mhd_get_connection_values(
  struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator, void *iterator_cls) {
  return mhd.get_connection_values(connection, kind, iterator, iterator_cls);
}

struct MHD_Response *ring_mhd_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
  return mhd.create_response_from_buffer(size, buffer, mode);
}

void ring_mhd_destroy_response(struct MHD_Response *response) { mhd.destroy_response(response); }

enum MHD_Result ring_mhd_add_response_header(struct MHD_Response *response, const char *header, const char *content) {
  return mhd.add_response_header(response, header, content);
}

enum MHD_Result ring_mhd_queue_response(
  struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response) {
  return mhd.queue_response(connection, status_code, response);
}

struct MHD_Response *ring_mhd_create_response_from_buffer_with_free_callback(
  size_t size, void *buffer, MHD_ContentReaderFreeCallback crfc) {
  return mhd.create_response_from_buffer_with_free_callback(size, buffer, crfc);
}

static ssize_t ring_mhd_refuse_read(void *cls, uint64_t position, char *buffer, size_t max) {
  (void)cls;
  (void)position;
  (void)buffer;
  (void)max;
  return MHD_CONTENT_READER_END_WITH_ERROR;
}

struct MHD_Response *ring_mhd_create_unread_response(uint64_t size) {
  return mhd.create_response_from_callback(size, 4096, ring_mhd_refuse_read, NULL, NULL);
}

void ring_mhd_suspend_connection(struct MHD_Connection *connection) { mhd.suspend_connection(connection); }

void ring_mhd_resume_connection(struct MHD_Connection *connection) { mhd.resume_connection(connection); }

int ring_mhd_client_address(struct MHD_Connection *connection, uint8_t address[16]) {
  const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL) return -1;
  const struct sockaddr *client = info->client_addr;
  if (client->sa_family == AF_INET) {
    static const uint8_t mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    memcpy(address, mapped, sizeof mapped);
    memcpy(address + 12, &((const struct sockaddr_in *)(const void *)client)->sin_addr, 4);
    return 0;
  }
  if (client->sa_family == AF_INET6) {
    memcpy(address, &((const struct sockaddr_in6 *)(const void *)client)->sin6_addr, 16);
    return 0;
  }
  return -1;
}
