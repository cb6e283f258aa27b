/* Runs a fuzz target over files named on the command line, without libFuzzer: every build replays
 * the committed corpus (and every finding ever fixed, kept there) through the target, so a
 * regression shows up in the ordinary test run, not only in a fuzzing session. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv) {
    int ran = 0;
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            fprintf(stderr, "corpus: cannot open %s\n", argv[i]);
            return 1;
        }
        static uint8_t buf[2 * 1024 * 1024];
        size_t n = fread(buf, 1, sizeof buf, f);
        fclose(f);
        LLVMFuzzerTestOneInput(buf, n);
        ran++;
    }
    printf("corpus: %d inputs\n", ran);
    return ran > 0 ? 0 : 1;
}
