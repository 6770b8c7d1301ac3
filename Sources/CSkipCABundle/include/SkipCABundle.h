#ifndef THEMELINT_SKIP_CA_BUNDLE_H
#define THEMELINT_SKIP_CA_BUNDLE_H

/// How many times, in this process, libgit2 asked mbedTLS to parse a file of trusted CA
/// certificates and was given none (see SkipCABundle.c). 0 where libgit2 does not use mbedTLS.
unsigned long themelint_skipped_ca_bundle_loads(void);

#endif
