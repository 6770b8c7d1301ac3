/* The floor under every themelint process, for `make bench` (scripts/bench.py): a C program
   that only starts libgit2 and opens the repository of the current directory, as git itself
   finds it (discovery upward). Built with `cc -O2 floor.c $(pkg-config --cflags --libs libgit2)`;
   its instructions (valgrind --tool=callgrind) are what no libgit2 program can avoid. */
#include <git2.h>

int main(void) {
    git_repository *repository = NULL;
    if (git_libgit2_init() < 0) return 2;
    return git_repository_open_ext(&repository, ".", 0, NULL) < 0;
}
