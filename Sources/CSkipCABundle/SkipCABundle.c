#include "SkipCABundle.h"
#include <stdatomic.h>

// Debian builds libgit2 with mbedTLS, and git_libgit2_init() then loads the system CA bundle
// (/etc/ssl/certs/ca-certificates.crt, about 150 certificates) with
// mbedtls_x509_crt_parse_file(): 52 of the 117 million instructions of a whole `themelint
// check` of the VK sample, 5-6 ms, although themelint never opens a network connection. The
// certificates only matter to HTTPS remotes, and libgit2 offers no way to skip them.
//
// Defined in the executable, this function takes the place of mbedTLS's for the whole process
// (the dynamic linker binds libgit2's call to the executable's definition first). It loads no
// certificate and reports success, so libgit2 starts with an empty set of trusted CAs: any
// HTTPS connection libgit2 made in this process would fail certificate verification (it fails
// closed, it is not made insecure), and themelint makes none. libgit2 builds on OpenSSL or
// another TLS library never call it.
int mbedtls_x509_crt_parse_file(void *chain, const char *path);

static atomic_ulong skipped_loads;

int mbedtls_x509_crt_parse_file(void *chain, const char *path) {
    (void)chain; // left as mbedtls_x509_crt_init() made it: an empty chain
    (void)path;
    atomic_fetch_add(&skipped_loads, 1);
    return 0;
}

unsigned long themelint_skipped_ca_bundle_loads(void) {
    return atomic_load(&skipped_loads);
}
