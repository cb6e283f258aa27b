/* Errors are values: 0 is success, negative is failure, and every value has a plain sentence. */
#ifndef UG_ERROR_H
#define UG_ERROR_H

#ifdef __cplusplus
extern "C" {
#endif

typedef enum UgError {
    UG_OK = 0,
    UG_ERR_ARGUMENT = -1,     /* a NULL or out-of-range argument */
    UG_ERR_NO_MEMORY = -2,    /* an allocation failed */
    UG_ERR_BAD_SEED = -3,     /* the seed is not valid for the mode */
    UG_ERR_BAD_MODE = -4,     /* the mode does not exist or cannot be played yet */
    UG_ERR_BAD_RECORD = -5,   /* a replay record is damaged or of an unknown version */
    UG_ERR_TOO_LARGE = -6,    /* an input is larger than the format allows */
    UG_ERR_NEWER_RECORD = -7, /* a record from a newer version of Undergrid */
    UG_ERR_OTHER_RULES = -8,  /* a record played under another revision of the mode's rules */
} UgError;

/* A one-sentence description of an error, e.g. "the seed is not valid for this mode".
 * Never NULL. */
const char *ug_error_message(UgError error);

#ifdef __cplusplus
}
#endif

#endif /* UG_ERROR_H */
