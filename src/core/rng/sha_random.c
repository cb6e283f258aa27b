/* The simple article's Random (seeds/003), byte for byte. See sha_random.h. */
#include "rng/sha_random.h"

void ug_simple_random_init(UgSimpleRandom *r, const char *text, size_t len) {
    ug_sha256(text, len, r->digest);
    r->pointer = 0;
}

int ug_simple_random_byte(UgSimpleRandom *r) {
    if (r->pointer == UG_SHA256_DIGEST) {
        /* The original hashes its 64-character lowercase hex string. */
        static const char digits[] = "0123456789abcdef";
        char hex[2 * UG_SHA256_DIGEST];
        for (int i = 0; i < UG_SHA256_DIGEST; i++) {
            hex[2 * i] = digits[r->digest[i] >> 4];
            hex[2 * i + 1] = digits[r->digest[i] & 15];
        }
        ug_sha256(hex, sizeof hex, r->digest);
        r->pointer = 0;
    }
    return r->digest[r->pointer++];
}

int ug_simple_random_num(UgSimpleRandom *r, int max) {
    if (max <= 0 || max > 256) return 0; /* the original throws; no caller gets here */
    return ug_simple_random_byte(r) % max;
}

int ug_simple_random_fraction256(UgSimpleRandom *r) {
    return ug_simple_random_byte(r);
}

int ug_simple_random_select(UgSimpleRandom *r, const int *weights, int count) {
    int sum = 0;
    for (int i = 0; i < count; i++) sum += weights[i];
    int n = ug_simple_random_num(r, sum);
    int running = 0;
    for (int i = 0; i < count; i++) {
        running += weights[i];
        if (n < running) return i;
    }
    return count - 1; /* unreachable for positive weights */
}
