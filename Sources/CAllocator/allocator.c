#include "CAllocator.h"
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

// By default glibc gives each block from 128 KB up its own mapping, unmapped when freed, and trims the heap's top
// once 128 KB of it are free: every buffer navgen's stages free and the next stage allocates again then comes back
// as fresh pages, each a page fault and a page of zeroes from the kernel (on storyboards-L, 15,000 of its 31,000
// page faults). navgen runs for a fraction of a second and exits, so it keeps what it frees. And it grows each heap
// 16 MB at a time rather than by what one allocation needs: a worker thread's heap otherwise grows page by page, one
// mprotect call each (storyboards-L: 1,635 calls and 52 brk calls, now 57 and 5), each taking the lock on the process's
// memory map that the other thread's page faults wait on. Untouched, the padding costs no memory.
void navgen_keep_freed_memory(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);  // glibc's largest on 64-bit systems
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
    mallopt(M_TOP_PAD, 16 * 1024 * 1024);
#endif
}
