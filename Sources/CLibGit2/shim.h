#ifndef THEMELINT_CLIBGIT2_SHIM_H
#define THEMELINT_CLIBGIT2_SHIM_H
#include <git2.h>
#include <git2/sys/repository.h>

/* git_libgit2_opts is variadic, which Swift cannot call: one wrapper per option used. */

/* Objects are read, never written: skip re-hashing every object read (git itself does not
   verify on read either); corrupt objects still fail to inflate or parse. */
static inline int themelint_git_disable_strict_hash_verification(void) {
    return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, 0);
}

/* libgit2 1.5.1's own owner check refuses what git accepts (safe.directory = *, GIT_CONFIG_GLOBAL,
   git -c safe.directory=..., sudo); themelint decides those itself and turns the check off for
   one open. */
static inline int themelint_git_set_owner_validation(int enabled) {
    return git_libgit2_opts(GIT_OPT_SET_OWNER_VALIDATION, enabled);
}
#endif
