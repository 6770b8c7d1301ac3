#ifndef THEMELINT_CLIBGIT2_SHIM_H
#define THEMELINT_CLIBGIT2_SHIM_H
#include <git2.h>
#include <git2/sys/repository.h>
#endif
